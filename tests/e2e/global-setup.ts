// Before the end-to-end tests: the site variants some specs serve besides dist/ (tests/e2e/site-variants.ts).
import { buildVariants } from './site-variants'

export default function globalSetup() {
  buildVariants()
}
