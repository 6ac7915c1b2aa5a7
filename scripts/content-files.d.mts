import type { GenericSchema } from 'valibot'
import type { Plugin } from 'vite'
export type ContentContext = {
  faqFileSchema: GenericSchema
  settingsSchemas: Record<string, GenericSchema>
  variables: Record<string, string>
  fill: (text: string, variables: Record<string, string>, unknown: (name: string) => void) => string
  dependencies: string[]
}
export declare function loadContext(root: string): Promise<ContentContext>
export declare function readContentFile(
  text: string,
  file: string,
  schema: GenericSchema,
  context: ContentContext,
): unknown
export declare function readSettings(root: string, name: string, context?: ContentContext): Promise<unknown>
export declare function contentFiles(): Plugin
