// The CMS's configuration (src/admin/cms-config.ts) against the schemas the build checks: every field the CMS writes
// is one the schema expects, and every field the schema expects is one an editor can fill in, file by file.
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cmsConfig, LOCAL_PROXY, localProxy } from '../../src/admin/cms-config'
import { frontMatterSchema } from '../../src/content/blog/front-matter'
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
})
