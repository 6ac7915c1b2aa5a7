// The CMS's configuration (Decap CMS, at /admin): what editors may change, with the labels and hints they read. Its
// collections are generated from the schemas the build checks (src/content/blog/front-matter.ts, faq-schema.ts,
// settings-schema.ts): each field's words ride on its schema (cms(), src/content/cms-field.ts), and its widget, options
// and limits are the schema's own, so the two cannot drift. scripts/admin.mjs writes it to dist/admin/config.yml. What
// the CMS cannot check (a {{variable}}'s name, a length), the build does, naming the file and the field.
import type * as v from 'valibot'
import { authorSchema } from '@/content/blog/author-schema'
import { frontMatterSchema } from '@/content/blog/front-matter'
import { faqSchemaFor } from '@/content/faq-schema'
import { pageList } from '@/content/registry'
import type { CmsField } from '@/content/cms-field'
import { SETTINGS_SCHEMAS } from '@/content/settings-schema'
import type { SettingsName } from '@/content/settings-schema'
import { UPLOADS } from '@/content/picture'

/** Decap's proxy for local editing (`npm run cms`) on a port of this computer. */
export const localProxy = (port: number | string) => `http://127.0.0.1:${port}/api/v1`
/** The proxy's default port; `CMS_PROXY_PORT` (scripts/admin.mjs, scripts/cms.mjs) moves it. */
export const PROXY_PORT = 8081
export const LOCAL_PROXY = localProxy(PROXY_PORT)

type Field = Record<string, unknown> & { name: string; label: string }

const VARIABLES_HINT =
  'You may write {{brand}}, {{bookkeeper-rate}} and the other variables of src/content/variables.ts.'

/** Each page's FAQ file, by registry id (the files in src/content/faqs/). */
const faqs = (ids: readonly string[]) => ({
  name: 'faqs',
  label: 'FAQs',
  // Decap's default preview would show the raw {{variables}}; the page itself is the preview (npm run dev).
  editor: { preview: false },
  description: 'Each page’s questions and answers, in the order the page shows them (drag to reorder).',
  files: pageList
    .filter((page) => ids.includes(page.id))
    .map((page) => ({
      name: page.id,
      label: `${page.name} (${page.path})`,
      file: `src/content/faqs/${page.id}.yml`,
      fields: fieldsOf(faqSchemaFor(page.id)),
    })),
})

/** What the generator reads of a valibot schema, or of an action in its pipe. */
type Node = {
  type: string
  entries?: Readonly<Record<string, Node>>
  item?: Node
  items?: readonly Node[]
  options?: readonly (Node | string)[]
  wrapped?: Node
  literal?: unknown
  requirement?: unknown
  metadata?: { cms?: CmsField }
  pipe?: readonly Node[]
}
/** A schema and the actions of its pipes, the outer pipes' last. */
const unwrapPipe = (schema: Node): { root: Node; actions: Node[] } => {
  if (!schema.pipe) return { root: schema, actions: [] }
  const inner = unwrapPipe(schema.pipe[0]!)
  return { root: inner.root, actions: [...inner.actions, ...schema.pipe.slice(1)] }
}
const requirement = (actions: Node[], type: string) => actions.find((action) => action.type === type)?.requirement
const DATE = { widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' }

/** The Decap fields of an object schema's entries, in their order. */
export const fieldsOf = (schema: v.GenericSchema | Node): Field[] =>
  Object.entries(unwrapPipe(schema as Node).root.entries ?? {}).map(([name, entry]) => fieldOf(name, entry))

/** A schema's Decap field: its words from its metadata (`cms`), its widget, options and limits from the schema. */
function fieldOf(name: string, schema: Node): Field {
  const { root, actions } = unwrapPipe(schema)
  if (root.type === 'optional') {
    const field = fieldOf(name, root.wrapped!)
    // Decap would demand an optional object's required fields even when it is left empty (the build checks them).
    const fields =
      field.widget === 'object' && (field.fields as Field[]).map((inner) => ({ ...inner, required: false }))
    return { ...field, ...(fields && { fields }), required: false }
  }
  const meta = [...actions].reverse().find((action) => action.metadata?.cms)?.metadata?.cms
  if (!meta) throw new Error(`cms-config: the field "${name}" has no label (cms() in its schema)`)
  const min = requirement(actions, 'min_length')
  if (meta.atLeast && typeof min !== 'number')
    throw new Error(`cms-config: "${name}" states a minimum length it has not`)
  const hint = [
    meta.atLeast && `At least ${String(min)} characters.`,
    meta.hint && `${meta.hint.charAt(0).toUpperCase()}${meta.hint.slice(1)}`,
    meta.variables && VARIABLES_HINT,
  ]
  const base = (widget: string, more: Record<string, unknown> = {}, after = '') => {
    const words = [...hint, after].filter(Boolean).join(' ')
    const singular = meta.singular && { label_singular: meta.singular }
    return {
      name,
      label: meta.label,
      ...singular,
      widget: meta.widget ?? widget,
      ...(words && { hint: words }),
      ...more,
    }
  }
  const collapsedList = (fields: Field[]) => ({
    collapsed: true,
    ...(meta.summary && { summary: meta.summary }),
    fields,
  })
  const number = (node: Node) => {
    const { actions: limits } = unwrapPipe(node)
    const [min, max] = [requirement(limits, 'min_value'), requirement(limits, 'max_value')]
    const int = limits.some((action) => action.type === 'integer')
    return { value_type: int ? 'int' : 'float', ...(min !== undefined && { min }), ...(max !== undefined && { max }) }
  }
  const field = (): Field => {
    switch (root.type) {
      case 'strict_object':
      case 'object':
        return base('object', { fields: fieldsOf(root) })
      case 'boolean':
        return base('boolean')
      case 'number':
        return base('number', number(schema))
      case 'picklist':
        return base('select', { options: [...(meta.options ?? root.options ?? [])] })
      case 'array':
      case 'strict_tuple': {
        const item = root.item ?? root.items![0]!
        const itemRoot = unwrapPipe(item).root
        // A list that must hold more than one (a page's FAQ, at the specification's count): Decap stops a removal.
        const least = typeof min === 'number' && min > 1 ? min : undefined
        const limit = least ? `At least ${least} ${(meta.singular ?? meta.label).toLowerCase()}s.` : ''
        if (itemRoot.entries)
          return base('list', { ...collapsedList(fieldsOf(item)), ...(least && { min: least }) }, limit)
        // A list of words, or of values each a field of its own (named as its label, which the file does not hold).
        const itemMeta = unwrapPipe(item).actions.find((action) => action.metadata?.cms)?.metadata?.cms
        if (itemMeta) return base('list', { field: fieldOf(itemMeta.label.toLowerCase(), item) })
        if (itemRoot.type !== 'number') return base('list')
        const value = { name: 'value', label: 'Number', widget: 'number', ...number(item) }
        return base('list', { field: value }, 'Two numbers, the lower first.')
      }
      case 'union': {
        // A year YAML may read as a number, a day as a date, and an empty string for a field that may be empty.
        const options = root.options as Node[]
        if (options.some((option) => option.type === 'date')) return base('string', DATE)
        const empty = options.some((option) => option.type === 'literal' && option.literal === '')
        return base('string', empty ? { required: false } : {})
      }
      default:
        return base('string', actions.some((action) => action.type === 'iso_date') ? DATE : {})
    }
  }
  return { ...field(), ...meta.decap }
}

/** The articles: their front matter's fields from its schema, then the text. */
const articles = {
  name: 'articles',
  label: 'Articles',
  label_singular: 'Article',
  description: 'The blog. The file name, made from the title, is the article’s address: /blog/<file name>.',
  folder: 'src/content/blog/posts',
  extension: 'md',
  format: 'frontmatter',
  create: true,
  slug: '{{slug}}',
  sortable_fields: ['date', 'title'],
  summary: '{{title}} ({{date}})',
  fields: [...fieldsOf(frontMatterSchema), { name: 'body', label: 'Body', widget: 'markdown', hint: VARIABLES_HINT }],
}

/**
 * The authors: one file each, its name (made from the author's name) their id, which an article's Author and Reviewed
 * by pick by name, and the address of their page, /blog/authors/<id>.
 */
const authors = {
  name: 'authors',
  label: 'Authors',
  label_singular: 'Author',
  description:
    'Who writes and reviews the articles. Each is a sample until you confirm the person and their credential; the launch check lists each.',
  folder: 'src/content/blog/authors',
  extension: 'yml',
  format: 'yml',
  create: true,
  identifier_field: 'name',
  slug: '{{slug}}',
  summary: '{{name}}, {{role}}',
  editor: { preview: false },
  fields: fieldsOf(authorSchema),
}

/** Each settings file the CMS edits, in the order it lists them. */
const SETTINGS_FILES: readonly SettingsName[] = [
  'claims',
  'practices',
  'billing',
  'estimate',
  'comparison',
  'site',
  'testimonials',
  'founders',
  'timeline',
  'scheduler',
  'analytics',
]
/** A settings file: its label and description are its schema's label and hint. */
const settingsFile = (name: SettingsName) => {
  const { label, hint } = fieldOf(name, SETTINGS_SCHEMAS[name] as Node)
  return {
    name,
    label,
    file: `src/content/settings/${name}.yml`,
    ...(typeof hint === 'string' && { description: hint }),
    fields: fieldsOf(SETTINGS_SCHEMAS[name]),
  }
}

const settings = {
  name: 'settings',
  label: 'Site settings',
  editor: { preview: false },
  description:
    'The facts only the owner can supply. Each sample stays listed by `npm run launch-check` until you turn its “Sample” off.',
  files: SETTINGS_FILES.map(settingsFile),
}

/**
 * The whole configuration. `repo` (owner/name on GitHub) is where editors publish, `authUrl` the OAuth service they
 * log in through (Netlify's own without one); without a repo, the CMS edits only a local working copy through
 * Decap's proxy (`npm run cms`).
 */
export function cmsConfig(options: {
  faqIds: readonly string[]
  siteUrl: string
  repo?: string
  authUrl?: string
  branch: string
  /** Decap's local proxy (default: its own port, LOCAL_PROXY). */
  proxyUrl?: string
}) {
  const { faqIds, siteUrl, repo, authUrl, branch, proxyUrl = LOCAL_PROXY } = options
  return {
    backend: repo
      ? { name: 'github', repo, branch, ...(authUrl && { base_url: authUrl }) }
      : { name: 'proxy', proxy_url: proxyUrl, branch },
    local_backend: { url: proxyUrl },
    publish_mode: 'simple',
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/favicon.svg',
    // Uploads go beside the content, not into public/: the build checks each and publishes it sized
    // (scripts/pictures.mjs), never the original.
    media_folder: UPLOADS.folder,
    public_folder: UPLOADS.path,
    slug: { encoding: 'ascii', clean_accents: true },
    collections: [articles, authors, faqs(faqIds), settings],
  }
}
