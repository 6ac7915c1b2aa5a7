// The CMS's configuration (src/admin/cms-config.ts) against the schemas the build checks: every field the CMS writes
// is one the schema expects, and every field the schema expects is one an editor can fill in, file by file.
import { readdirSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { cmsConfig, fieldsOf, LOCAL_PROXY, localProxy } from '../../src/admin/cms-config'
import { cms } from '../../src/content/cms-field'
import { authorSchema } from '../../src/content/blog/author-schema'
import { frontMatterSchema } from '../../src/content/blog/front-matter'
import { UPLOADS } from '../../src/content/picture'
import { faqFileSchema } from '../../src/content/faq-schema'
import { ILLUSTRATION_NAMES } from '../../src/names'
import { SETTINGS_SCHEMAS } from '../../src/content/settings-schema'

type Field = { name: string; widget?: string; fields?: Field[]; field?: Field }
/** What the walk reads of a valibot schema (or of an action in its pipe). */
type SchemaNode = {
  kind: string
  entries?: Readonly<Record<string, SchemaNode>>
  item?: SchemaNode
  items?: readonly SchemaNode[]
  wrapped?: SchemaNode
  pipe?: readonly SchemaNode[]
}

/** The field names a schema expects, as paths ("items[].answer[]"). */
function schemaPaths(schema: SchemaNode, prefix = ''): string[] {
  const node = schema.pipe?.[0] ?? schema
  if (node.wrapped) return schemaPaths(node.wrapped, prefix)
  if (node.entries) {
    return Object.entries(node.entries).flatMap(([key, entry]) => [
      `${prefix}${key}`,
      ...schemaPaths(entry, `${prefix}${key}.`),
    ])
  }
  const item = node.item ?? node.items?.[0]
  return item ? schemaPaths(item, prefix.replace(/\.$/, '[].')) : []
}

/** The field names the CMS writes, as the same paths. */
function fieldPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    if (field.widget === 'list' && field.fields) return [path, ...fieldPaths(field.fields, `${path}[].`)]
    if (field.fields) return [path, ...fieldPaths(field.fields, `${path}.`)]
    return [path]
  })
}

const faqIds = readdirSync('src/content/faqs').map((file) => file.replace(/\.yml$/, ''))
const config = cmsConfig({ faqIds, siteUrl: 'https://www.ledgerpod.example', branch: 'main' })
const collection = (name: string) => config.collections.find((c) => c.name === name)!
const sorted = (paths: string[]) => [...new Set(paths)].sort()

describe('the CMS configuration', () => {
  it('edits every article field the front matter holds, and the body', () => {
    const fields = (collection('articles') as { fields: Field[] }).fields
    expect(sorted(fieldPaths(fields))).toEqual(sorted([...schemaPaths(frontMatterSchema), 'body']))
  })

  it('edits every field of an author, one file each in the authors folder, named from the name', () => {
    const authors = collection('authors') as { folder: string; slug: string; identifier_field: string; fields: Field[] }
    expect(authors).toMatchObject({ folder: 'src/content/blog/authors', slug: '{{slug}}', identifier_field: 'name' })
    expect(sorted(fieldPaths(authors.fields))).toEqual(sorted(schemaPaths(authorSchema)))
  })

  it("uploads pictures beside the content, and picks an article's author and reviewer from the authors by name", () => {
    expect(config).toMatchObject({ media_folder: UPLOADS.folder, public_folder: UPLOADS.path })
    type Widget = Field & { collection?: string; value_field?: string; display_fields?: string[] }
    const fields = (collection('articles') as { fields: Widget[] }).fields
    const relation = { widget: 'relation', collection: 'authors', value_field: '{{slug}}', display_fields: ['name'] }
    expect(fields.find((field) => field.name === 'author')).toMatchObject(relation)
    expect(fields.find((field) => field.name === 'reviewer')).toMatchObject({ ...relation, required: false })
    const cover = fields.find((field) => field.name === 'cover')
    expect(cover).toMatchObject({ widget: 'object', required: false })
    expect(cover?.fields?.map(({ name, widget }) => ({ name, widget }))).toEqual([
      { name: 'src', widget: 'image' },
      { name: 'alt', widget: 'string' },
    ])
  })

  it('lists every FAQ file, each with the fields of a FAQ', () => {
    const files = (collection('faqs') as { files: { file: string; fields: Field[] }[] }).files
    expect(files.map((file) => file.file).sort()).toEqual(faqIds.map((id) => `src/content/faqs/${id}.yml`).sort())
    for (const file of files) {
      expect(sorted(fieldPaths(file.fields)), file.file).toEqual(sorted(schemaPaths(faqFileSchema)))
    }
  })

  it('edits every site settings file with exactly the fields its schema holds', () => {
    const files = (collection('settings') as { files: { name: string; file: string; fields: Field[] }[] }).files
    expect(files.map((file) => file.name).sort()).toEqual(Object.keys(SETTINGS_SCHEMAS).sort())
    for (const file of files) {
      const schema: SchemaNode | undefined = Object.entries(SETTINGS_SCHEMAS).find(([name]) => name === file.name)?.[1]
      expect(file.file).toBe(`src/content/settings/${file.name}.yml`)
      expect(sorted(fieldPaths(file.fields)), file.file).toEqual(sorted(schemaPaths(schema!)))
    }
  })

  it('publishes to GitHub when a repository is named, and edits the local copy otherwise', () => {
    expect(cmsConfig({ faqIds, siteUrl: '', repo: 'owner/site', branch: 'main' }).backend).toEqual({
      name: 'github',
      repo: 'owner/site',
      branch: 'main',
    })
    expect(config.backend).toEqual({ name: 'proxy', proxy_url: LOCAL_PROXY, branch: 'main' })
    expect(config.local_backend).toEqual({ url: LOCAL_PROXY })
  })

  it('finds the local proxy on another port when told', () => {
    const moved = cmsConfig({ faqIds, siteUrl: '', branch: 'main', proxyUrl: localProxy(8181) })
    expect(moved.backend).toEqual({ name: 'proxy', proxy_url: 'http://127.0.0.1:8181/api/v1', branch: 'main' })
    expect(moved.local_backend).toEqual({ url: 'http://127.0.0.1:8181/api/v1' })
  })

  it('offers every illustration by a readable name', () => {
    const fields = (collection('articles') as { fields: (Field & { options?: { label: string; value: string }[] })[] })
      .fields
    const options = fields.find((field) => field.name === 'image')?.options ?? []
    expect(options.map((option) => option.value)).toEqual([...ILLUSTRATION_NAMES])
    expect(options.find((option) => option.value === 'blog-month-end')?.label).toBe('Article · month end')
    for (const { label } of options) expect(label).toMatch(/^[A-Z][a-z]+( [a-z]+)*( · [a-z0-9 ]+)?$/)
  })

  it('reads each field’s widget, options and limits from its schema, and its words from the schema’s cms()', () => {
    const min = 55
    const schema = v.strictObject({
      words: cms(v.pipe(v.string(), v.minLength(min)), 'Words', 'in your own words.', {
        widget: 'text',
        atLeast: true,
        variables: true,
      }),
      count: cms(v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(9)), 'Count'),
      share: cms(v.pipe(v.number(), v.minValue(1)), 'Share', undefined, { decap: { step: 0.1 } }),
      pair: cms(
        v.strictTuple([v.pipe(v.number(), v.integer(), v.minValue(1)), v.number()]),
        'Pair',
        'Such as 1 and 2.',
      ),
      kind: cms(v.picklist(['a', 'b']), 'Kind'),
      maybe: v.optional(cms(v.string(), 'Maybe')),
      day: cms(v.union([v.string(), v.date()]), 'Day'),
      items: cms(v.array(v.strictObject({ name: cms(v.string(), 'Name') })), 'Items', undefined, {
        singular: 'Item',
        summary: '{{fields.name}}',
      }),
    })
    const [words, count, share, pair, kind, maybe, day, items] = fieldsOf(schema)
    expect(words).toMatchObject({ name: 'words', label: 'Words', widget: 'text' })
    expect(words!.hint).toMatch(
      new RegExp(`^At least ${min} characters\\. In your own words\\. You may write \\{\\{brand\\}\\}`),
    )
    expect(count).toEqual({ name: 'count', label: 'Count', widget: 'number', value_type: 'int', min: 3, max: 9 })
    expect(share).toEqual({ name: 'share', label: 'Share', widget: 'number', value_type: 'float', min: 1, step: 0.1 })
    expect(pair).toMatchObject({ widget: 'list', hint: 'Such as 1 and 2. Two numbers, the lower first.' })
    expect(pair!.field).toEqual({ name: 'value', label: 'Number', widget: 'number', value_type: 'int', min: 1 })
    expect(kind).toMatchObject({ widget: 'select', options: ['a', 'b'] })
    expect(maybe).toEqual({ name: 'maybe', label: 'Maybe', widget: 'string', required: false })
    expect(day).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD' })
    expect(items).toMatchObject({ widget: 'list', label_singular: 'Item', collapsed: true, summary: '{{fields.name}}' })
    expect(items!.fields).toEqual([{ name: 'name', label: 'Name', widget: 'string' }])
  })

  it('refuses a field without a label, and a hint that states a limit the schema has not', () => {
    expect(() => fieldsOf(v.strictObject({ bare: v.string() }))).toThrow(/"bare" has no label/)
    expect(() => fieldsOf(v.strictObject({ loose: cms(v.string(), 'Loose', undefined, { atLeast: true }) }))).toThrow(
      /"loose" states a minimum length/,
    )
  })
})
