// Owner-supplied (content/settings/practices.yml, see site.ts): how the company works, each practice written once
// (where client data lives, how documents reach us, who reviews what, onboarding, what a visitor sends before signing
// up, how each service is billed, the reply time) with the safeguards of regulated work (who signs tax returns, the
// employer's payroll tax duties, who decides sales tax nexus, a CPA firm's consent and client notice) and the trades'
// tools we name. Every page that mentions a practice reads it from here, so two pages cannot disagree; each is a
// sample until the owner confirms it, and the launch check lists it. A namespace, so a page ships only what it reads.
import { practices } from 'virtual:settings'

export { practices as PRACTICES } from 'virtual:settings'

/**
 * How soon a client hears back, as the home page says it. Read here, in code every page loads: each field is a module
 * that lands with the shared code that reads it (vite.config.ts), and one read only by the home page's own route and
 * by code other pages share would make the home page load that code too.
 */
export const REPLY_TIME = practices.reply.text
