// What scripts/content-files.mjs reads a FAQ or settings file with (its `loadContext`), from the modules as the tests
// import them: the schemas, the variables and how they are filled in.
import { faqFileSchema, faqSchemaFor } from '../../src/content/faq-schema'
import { SETTINGS_SCHEMAS } from '../../src/content/settings-schema'
import { VARIABLES, fillVariables } from '../../src/content/variables'

export const contentContext = {
  faqFileSchema,
  faqSchemaFor,
  settingsSchemas: SETTINGS_SCHEMAS,
  variables: VARIABLES,
  fill: fillVariables,
  dependencies: [],
}
