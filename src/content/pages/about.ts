import { HOURS } from '@/content/constants'
import { CLAIMS, FOUNDED_YEAR, SECURITY } from '@/content/claims'
import { TIMELINE } from '@/content/timeline'
import { isoAligned } from '@/content/phrases'
import { FOUNDERS } from '@/content/founders'
import { BRAND, STATS } from '@/content/site'
import { sections } from '@/content/sections'
import type { AboutPageContent } from '@/content/types'

/** The home stats' first figure: the clients working with us today (the stats band below the company text shows it). */
const [activeClients] = STATS.home

export const aboutPage = {
  meta: {
    title: `About ${BRAND.name} | Your Dedicated Offshore Finance Pod`,
    description: `Meet ${BRAND.name}: US and India-based bookkeepers, accountants and payroll specialists giving US businesses a dedicated finance pod with an account manager.`,
    keywords: [
      `about ${BRAND.name}`,
      'offshore finance team',
      'dedicated bookkeeping team',
      'outsourced accounting company USA',
      'bookkeeping firm India and USA',
      'finance pod for small business',
    ],
  },
  hero: {
    eyebrow: 'About Us',
    title: 'The Finance Team Behind Growing US Businesses',
    lead: [
      `${BRAND.name} is a team of bookkeepers, accountants and payroll specialists in the US and India. We give owners, founders and CPA firms a dedicated finance pod that keeps the books accurate and the reports on time, so they can get back to running the business.`,
    ],
    cta: { label: 'Book a free consultation' },
    illustration: 'hero-about',
  },
  company: {
    title: 'Our Company',
    paragraphs: [
      `${BRAND.name} was founded to give US small businesses what larger companies take for granted: a dedicated finance team that knows their numbers. Instead of a freelancer who disappears at tax time or a shared queue where a different person touches the books each month, every client gets a pod of bookkeepers, AR/AP and payroll specialists led by one account manager.`,
      `We started in ${FOUNDED_YEAR} with ${CLAIMS.clientGrowth[0]} clients. Counting every business whose books we have kept since then, the clients of the CPA firms we support included, we have served ${CLAIMS.clientGrowth[1]}; ${activeClients.result} of them are ${activeClients.title.toLowerCase()} today, from first-year founders and design studios to stone distributors and CPA firms. Our delivery teams work from Jaipur and Gurugram, with a US office in Florida, and client-facing staff keep hours that overlap with yours.`,
      'What has not changed is how we work: in your own accounting software, with the same people on your books every month and every report reviewed before it reaches you.',
    ],
  },
  values: {
    title: 'Our Values',
    intro: 'Four principles behind every reconciliation, report and reply you get from us.',
    items: [
      {
        icon: 'document-check',
        title: 'Accuracy with Clarity',
        description: `Every report passes ${CLAIMS.accuracyChecks} accuracy checks, made across ${CLAIMS.reviewLayers} layers of review, before it reaches you, and comes with plain-English notes on what changed and why, so you never have to decode your own numbers.`,
      },
      {
        icon: 'shield-check',
        title: 'Security First',
        description: `Only the people on your pod can reach your books, each signing in with ${SECURITY.twoFactor}, and we follow ${isoAligned} procedures with ${SECURITY.backups} backups. We would rather explain a control than claim one we cannot show.`,
      },
      {
        icon: 'light-bulb',
        title: 'Founder Empathy',
        description:
          'Many of our clients are running a business for the first time. We explain rather than lecture, answer the questions you feel you should already know, and plan around your cash, not ours.',
      },
      {
        icon: 'arrow-trending-up',
        title: 'Scalable by Design',
        description: `Start with ${HOURS.scale[0]} hours a month and scale to ${HOURS.scale[1]}+ without changing teams. Your pod adds people and services as you add locations, payroll or complexity.`,
      },
    ],
  },
  journey: {
    title: "Our Team's Journey",
    intro: 'From a small bookkeeping practice to a multi-city finance team serving businesses across the US.',
    items: TIMELINE.milestones,
  },
  capabilities: {
    title: 'Our Capabilities',
    intro: 'What your pod can take off your plate, alone or in combination.',
    items: [
      { title: 'Monthly bookkeeping and bank reconciliation' },
      { title: 'Catch-up and cleanup bookkeeping' },
      { title: 'Accounts receivable, invoicing and collections follow-up' },
      { title: 'Accounts payable, vendor bills and payment runs' },
      { title: 'Payroll processing and payroll tax filings' },
      { title: 'Sales tax tracking and filing support' },
      { title: '1099 preparation and filing' },
      { title: 'Management reports, KPI dashboards and cash flow forecasts' },
      { title: 'Inventory and job costing for stone and design businesses' },
      { title: 'White-label support and tax-season capacity for CPA firms' },
    ],
  },
  team: {
    title: 'The Founding Team',
    intro: 'The people who built the pod model and still review how it works for every client.',
    items: FOUNDERS,
    cta: { label: 'Book a free consultation' },
  },
  stats: sections.stats,
  testimonials: sections.testimonials,
  closingBanner: sections.closingBanner,
  blog: sections.blog,
} satisfies AboutPageContent
