import type { GenericSchema } from 'valibot'
import type { Plugin } from 'vite'
export type FaqContext = {
  faqFileSchema: GenericSchema
  variables: Record<string, string>
  fill: (text: string, variables: Record<string, string>, unknown: (name: string) => void) => string
  dependencies: string[]
}
export declare function readFaqFile(text: string, file: string, context: FaqContext): unknown
export declare function faqFiles(): Plugin
