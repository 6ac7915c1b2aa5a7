// What stands between the site and its launch. Every object of the owner's content still flagged `sample: true`,
// found by walking each file beside its schema, said in the object's own words and in its schema's: its label, and what
// to do from its cms() hint or launch note (src/content/cms-field.ts), which the CMS reads too; then what only prose
// can say (launch-questions.ts). `npm run launch-check` prints the list and fails while it is not empty; a build for a
// public origin refuses to run while it is not (scripts/build.mjs).
import type * as v from 'valibot'
import { launchQuestions, type OwnerFacts } from '@/build/launch-questions'
import { authorSchema } from '@/content/blog/author-schema'
import { cmsOf } from '@/content/cms-field'
import { SETTINGS_SCHEMAS, type SettingsName } from '@/content/settings-schema'

export { RELEASE_MONTHS, type OwnerFacts } from '@/build/launch-questions'
/** One thing to do before launch: where (file and field) and what. */
export type LaunchItem = { file: string; field: string; what: string }
/** Parsed content the check walks: its file, its data, and the schema the build checked it against. */
export type Content = { file: string; data: unknown; schema: v.GenericSchema }
export const settingsFile = (name: SettingsName) => `src/content/settings/${name}.yml`

/** What the walk reads of a valibot schema (a pipe spreads its first schema's own properties; optional wraps one). */
type Node = { entries?: Record<string, Node>; item?: Node; items?: Node[]; wrapped?: Node }

/** Every object flagged `sample: true` in `value`, by its path, in its own words and its schema's (cms()). */
function* samples(
  file: string,
  value: unknown,
  optional?: Node,
  path = '',
  meta = cmsOf(optional?.wrapped ?? optional),
): Generator<LaunchItem> {
  const schema = optional?.wrapped ?? optional
  if (Array.isArray(value)) {
    // A list's item goes by the list's words, its label the singular ("Testimonial").
    const item = meta && { ...meta, label: meta.singular ?? meta.label }
    for (const [i, entry] of value.entries()) {
      const child = schema?.item ?? schema?.items?.[i]
      yield* samples(file, entry, child, `${path}[${i}]`, cmsOf(child) ?? item)
    }
  } else if (value && typeof value === 'object') {
    if ('sample' in value && value.sample === true) {
      const said = fields(value).map(
        ([key, entry]) =>
          `${cmsOf(schema?.entries?.[key]?.wrapped ?? schema?.entries?.[key])?.label ?? key}: ${words(entry)}`,
      )
      const guidance = meta?.launch ?? meta?.hint
      yield {
        file,
        field: path || '(the file)',
        what: `${meta?.label ?? path} (${said.join('; ')})${guidance ? `: ${guidance}` : ''}`,
      }
    }
    for (const [key, entry] of Object.entries(value))
      yield* samples(file, entry, schema?.entries?.[key], path ? `${path}.${key}` : key)
  }
}

/** A value listed on its own: an object with its sample flag, or a list of them. */
const flagged = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0 && value.every(flagged)
    : !!value && typeof value === 'object' && 'sample' in value
/** An object's fields but its flag and what is listed on its own. */
const fields = (value: object) => Object.entries(value).filter(([key, entry]) => key !== 'sample' && !flagged(entry))
/** A value in words: a list's items and an object's fields, joined. */
const words = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(words).join(value.some((item) => typeof item === 'object') ? ' | ' : ', ')
    : value && typeof value === 'object'
      ? fields(value)
          .map(([, entry]) => words(entry))
          .join(' ')
      : String(value)

/** Every sample in the settings and the authors (and in `content`), and each question whose condition holds. */
export function launchItems(facts: OwnerFacts, origin: string, today = new Date(), content: Content[] = []) {
  const settings = (Object.keys(SETTINGS_SCHEMAS) as SettingsName[]).map((name) => ({
    file: settingsFile(name),
    data: facts.settings[name],
    schema: SETTINGS_SCHEMAS[name],
  }))
  const authors = facts.AUTHORS.map(({ file, data }) => ({ file, data, schema: authorSchema }))
  return [
    ...[...settings, ...authors, ...content].flatMap(({ file, data, schema }) => [
      ...samples(file, data, schema as Node),
    ]),
    ...Object.entries(launchQuestions(facts, origin, today)).flatMap(([at, what]) => {
      const [file = '', field = ''] = at.split(' › ')
      return what ? [{ file: file in SETTINGS_SCHEMAS ? settingsFile(file as SettingsName) : file, field, what }] : []
    }),
  ]
}

/** The list as the launch check and the build print it. */
export const formatLaunchItems = (items: LaunchItem[]) =>
  items.map((item) => `  ${item.file} › ${item.field}: ${item.what}`).join('\n')
