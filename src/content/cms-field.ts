// What the CMS (src/admin/cms-config.ts) shows of a schema's field: its label and hint, and what Decap needs beyond
// what the schema itself says. It rides on the schema as valibot metadata, so a field, its limits and its words are
// written once; the CMS reads the widget, the options and the limits from the schema.
import * as v from 'valibot'

/** A field's words in the CMS, and Decap's options the schema cannot say (such as a list's summary). */
export type CmsField = {
  label: string
  /** A hint under the field; the CMS adds the limits it states (see `atLeast`) and the variables line. */
  hint?: string
  /** What the launch check asks of the owner while this is a sample, where the hint does not say it. */
  launch?: string
  /** Decap's widget, where the schema's own (string, number, list…) is not the one: 'text' for several lines. */
  widget?: string
  /** The hint opens with the field's minimum length, "At least 80 characters". */
  atLeast?: boolean
  /** The field may hold {{variables}}: the hint says so. */
  variables?: boolean
  /** One item of a list, such as "Founder". */
  singular?: string
  /** A list's summary of each item, such as '{{fields.name}}'. */
  summary?: string
  /** A select's options, where they need words of their own. */
  options?: readonly { label: string; value: string }[]
  /** A picture field: the place it is shown at (PICTURE_PLACES, picture.ts); the build checks and sizes it. */
  picture?: string
  /** Anything else Decap reads, as it writes it (default, step, description…). */
  decap?: Record<string, unknown>
}

/** The schema with the CMS's words for its field. */
export const cms = <S extends v.GenericSchema>(
  schema: S,
  label: string,
  hint?: string,
  more?: Omit<CmsField, 'label'>,
) => v.pipe(schema, v.metadata({ cms: { label, ...(hint && { hint }), ...more } satisfies CmsField }))

/** A schema's words in the CMS: its outermost cms() (a pipe holds its first schema, then its actions). */
export const cmsOf = (schema: unknown): CmsField | undefined => {
  const pipe = (schema as { pipe?: readonly { metadata?: { cms?: CmsField } }[] } | undefined)?.pipe
  return pipe && (pipe.findLast((step) => step.metadata?.cms)?.metadata?.cms ?? cmsOf(pipe[0]))
}
