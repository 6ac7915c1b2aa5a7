// The page content modules the specs read, gathered for one load through Vite (content.ts): never imported directly.
export { aboutPage } from '../../src/content/pages/about'
export { architectsDesignersPage } from '../../src/content/pages/architects-designers'
export { bookkeepingPage } from '../../src/content/pages/bookkeeping-service'
export { catchUpPage } from '../../src/content/pages/catch-up-bookkeeping'
export { contactPage } from '../../src/content/pages/contact'
export { cpaPage } from '../../src/content/pages/for-cpa-firms'
export { homePage } from '../../src/content/pages/home'
export { launchpadSmbsPage } from '../../src/content/pages/launchpad-smbs'
export { launchpadStartupsPage } from '../../src/content/pages/launchpad-startups'
export { payrollPage } from '../../src/content/pages/payroll-service'
export { pricingPage } from '../../src/content/pages/pricing'
export { receivablePayablePage } from '../../src/content/pages/receivable-payable'
export { stoneDistributorsPage } from '../../src/content/pages/stone-distributors'
export { stoneFabricatorsPage } from '../../src/content/pages/stone-fabricators'
export { bookPage } from '../../src/content/pages/book'
export { securityPage } from '../../src/content/pages/security'
export { privacyNotice } from '../../src/content/pages/privacy'
export { deadlinesPage } from '../../src/content/pages/deadlines'
export { ANALYTICS_SERVICES } from '../../src/content/analytics'
// The site settings the specs check (content/settings/*.yml, read through the build's plugin).
export { CONTACT, OFFICES, SOCIAL } from '../../src/content/site'
export { TESTIMONIALS } from '../../src/content/testimonials'
// The in-house comparison's defaults (settings/comparison.yml) and the defaults /pricing reads from them.
export { COMPARISON } from '../../src/content/comparison'
export { defaultsFor } from '../../src/lib/estimate-search'
// The estimate's model (it reads settings/estimate.yml): what each choice of the estimator should show.
export {
  DEFAULT_SEARCH,
  MONTHLY_SERVICES,
  SERVICES,
  SERVICE_COUNTS,
  START_COUNTS,
  estimate,
} from '../../src/lib/estimate'
export { ESTIMATE_COUNTS, serviceName } from '../../src/content/estimator'
export { estimateLine, estimateParam } from '../../src/lib/estimate-link'
// What reads the estimate's model too: the analytics events (they name the estimator's choices) and a booking's source.
export { EVENTS } from '../../src/lib/analytics-client'
export { bookingSource } from '../../src/lib/booking-page'
// The resources under /resources: each template and checklist by registry id, the words their pages share, the glossary.
export { CHARTS, CHECKLISTS } from '../../src/build/resource-files'
export { accountsFor } from '../../src/content/resources/files'
export { resourcesPage } from '../../src/content/pages/resources'
export { glossaryPage } from '../../src/content/pages/glossary'
export { chartCopy, chartSheet, qboType } from '../../src/content/resources/chart-copy'
export { checklistCopy } from '../../src/content/resources/checklist-copy'
export { resourceBanner } from '../../src/content/resources/teasers'
