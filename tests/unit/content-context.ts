// What scripts/content-files.mjs reads a FAQ or settings file with (its `loadContext`), from the modules as the tests
// import them: the schemas, the variables and how they are filled in, and where uploaded pictures are.
import { faqFileSchema, faqSchemaFor } from '../../src/content/faq-schema'
import { authorSchema } from '../../src/content/blog/author-schema'
import * as pictureRules from '../../src/content/picture'
import { SETTINGS_SCHEMAS } from '../../src/content/settings-schema'
import { VARIABLES, fillVariables } from '../../src/content/variables'

export const contentContext = {
  faqFileSchema,
  faqSchemaFor,
  settingsSchemas: SETTINGS_SCHEMAS,
  variables: VARIABLES,
  fill: fillVariables,
  authorSchema,
  root: '.',
  pictureRules,
  dependencies: [],
}
