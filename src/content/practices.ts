// Owner-supplied (content/settings/practices.yml, see site.ts): how the company works, each practice written once
// (where client data lives, how documents reach us, who reviews what, onboarding, what a visitor sends before signing
// up, how each service is billed, the reply time) with the safeguards of regulated work (who signs tax returns, the
// employer's payroll tax duties, who decides sales tax nexus, a CPA firm's consent and client notice) and the trades'
// tools we name. Every page that mentions a practice reads it from here, so two pages cannot disagree; each is a
// sample until the owner confirms it, and the launch check lists it. A namespace, so a page ships only what it reads.
import { practices } from 'virtual:settings'

export { practices as PRACTICES } from 'virtual:settings'

// Read here, in code every page loads, the practices that pages loading no other shared code state (the home page, how
// soon a client hears back; /contact, where we work): each field is a module that lands with the shared code that
// reads it (vite.config.ts), and one that only such a page's own route and code other pages share read would make the
// page load that other code (`pages-shared`, 7 KiB) for one sentence.
/** How soon a client hears back. */
export const REPLY_TIME = practices.reply.text
/** Where the delivery teams and the US office are, and when client-facing staff are available. */
export const LOCATIONS = practices.locations.text
