import { HOURS } from '@/content/constants'
import { CLAIMS, FOUNDED_YEAR } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { TIMELINE } from '@/content/timeline'
import { cpaWhiteLabelTerms } from '@/content/phrases'
import { isoAligned } from '@/content/fact-phrases'
import { FOUNDERS } from '@/content/founders'
import { BRAND, STATS } from '@/content/site'
import { sections } from '@/content/sections'
import type { AboutPageContent } from '@/content/types'

/** The home stats' first figure: the clients working with us today (the stats band below the company text shows it). */
const [activeClients] = STATS.home

export const aboutPage = {
  meta: {
    title: `About ${BRAND.name} | Your Dedicated Offshore Finance Pod`,
    description: `Meet ${BRAND.name}: bookkeepers, accountants and payroll specialists in India, with a US office, giving US businesses and CPA firms a dedicated finance pod with an account manager.`,
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
      `${BRAND.name} is a team of bookkeepers, accountants and payroll specialists in India, with a US office. We give owners, founders and CPA firms a dedicated finance pod that closes the books every month and explains the reports, so they can get back to running the business.`,
    ],
    cta: { label: 'Book a free consultation' },
    illustration: 'hero-about',
  },
  company: {
    title: 'Our Company',
    paragraphs: [
      `${BRAND.name} started in ${FOUNDED_YEAR} with ${CLAIMS.clientGrowth[0]} clients, doing monthly write-up and reconciliation work for US accounting firms. We then moved from task-based work to dedicated pods, to give small businesses what larger companies take for granted: a finance team that knows their numbers. Instead of a freelancer who disappears at tax time or a shared queue where a different person touches the books each month, every client gets a pod of bookkeepers, AR/AP and payroll specialists led by one account manager.`,
      `Counting every business whose books we have kept since then, the clients of the CPA firms we support included, we have served ${CLAIMS.clientGrowth[1]}; ${activeClients.result} of them are ${activeClients.title.toLowerCase()} today. ${PRACTICES.locations.text}`,
      'Since the move to pods, you get the same people on your books every month, working in your own accounting software, and every report is reviewed before it reaches you.',
    ],
  },
  values: {
    title: 'Our Values',
    intro: 'Four principles behind every reconciliation, report and reply you get from us.',
    items: [
      {
        icon: 'document-check',
        title: 'Accuracy with Clarity',
        description: `Every report passes ${CLAIMS.accuracyChecks} accuracy checks, made across ${CLAIMS.reviewLayers} layers of review, before it reaches you, and comes with plain-English notes on what changed and why, so you can read your own numbers.`,
      },
      {
        icon: 'shield-check',
        title: 'Security First',
        description: `We ask only for the access each role needs, you can remove it at any time, and we follow ${isoAligned} procedures. We would rather explain a control than claim one we cannot show.`,
      },
      {
        icon: 'light-bulb',
        title: 'Founder Empathy',
        description:
          'If you are running a business for the first time, we explain rather than lecture, answer the questions you feel you should already know, and plan around your cash, not ours.',
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
    intro: 'From write-up work for US accounting firms to a multi-city finance team serving businesses across the US.',
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
      { title: 'Payroll processing in your own payroll platform' },
      { title: 'Sales tax tracking by state, with your CPA deciding where you file' },
      { title: '1099 preparation and filing' },
      { title: 'Management reports, KPI dashboards and cash flow forecasts' },
      { title: 'Inventory and job costing for stone and design businesses' },
      { title: `White-label support and tax-season capacity for CPA firms, ${cpaWhiteLabelTerms}` },
    ],
  },
  team: {
    title: 'The Founding Team',
    intro: 'The people who built the pod model and run the company today.',
    items: FOUNDERS,
    cta: { label: 'Book a free consultation' },
  },
  stats: sections.stats,
  testimonials: sections.testimonials,
  closingBanner: sections.closingBanner,
  blog: sections.blog,
} satisfies AboutPageContent
