import { CLAIMS, FOUNDED_YEAR, HIRING } from '@/content/claims'
import { PRACTICES } from '@/content/practices'
import { TIMELINE } from '@/content/timeline'
import { scaleRange } from '@/content/phrases'
import { isoAligned, practiceLink } from '@/content/fact-phrases'
import { FOUNDERS } from '@/content/founders'
import { BRAND, OFFICES, STATS } from '@/content/site'
import { generalClosingBanner, sections } from '@/content/sections'
import { talentDetails } from '@/content/fact-links'
import type { AboutPageContent } from '@/content/types'

/** The home stats' first figure: the clients working with us today (the stats band below the company text shows it). */
const [activeClients] = STATS.home
/** Is a figure of the fact sheet still the owner's to confirm? Its counts and its offices (the stats band has the stats). */
const factsSample = CLAIMS.sample || OFFICES.some((office) => office.branches.some((b) => b.sample))

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
      `Bookkeepers, accountants and payroll specialists in India, with a US office, giving owners, founders and CPA firms a dedicated finance pod.`,
    ],
    cta: { label: 'Book a Free Consultation' },
    sample: {
      facts: { sample: factsSample },
      title: 'The company at a glance',
      subtitle: `${BRAND.name}, in figures`,
      columns: ['Fact', 'Figure'],
      rows: [
        { label: 'Founded', values: [FOUNDED_YEAR] },
        { label: 'Clients served', values: [String(CLAIMS.clientGrowth[1])] },
        ...OFFICES.map((office) => ({
          label: office.country,
          values: [office.branches.map((branch) => branch.location).join(' · ')],
        })),
        { label: 'Review layers on every report', values: [String(CLAIMS.reviewLayers)] },
      ],
    },
  },
  company: {
    title: 'Our Company',
    sample: CLAIMS.sample || STATS.sample,
    paragraphs: [
      `We give a small business what a larger one takes for granted: a finance team that knows its numbers, with ${practiceLink('staffing', 'the same people every month')}.`,
      `From ${CLAIMS.clientGrowth[0]} clients in ${FOUNDED_YEAR}, we have served ${CLAIMS.clientGrowth[1]}; ${activeClients.result} are ${activeClients.title.toLowerCase()} today. Our ${practiceLink('locations', 'delivery teams work in India, with an office in the US')}.`,
    ],
  },
  values: {
    title: 'Our Values',
    intro: 'Four principles behind every report and reply you get from us.',
    items: [
      {
        icon: 'document-check',
        title: 'Accuracy with Clarity',
        description: `Every report passes ${CLAIMS.accuracyChecks} accuracy checks across ${practiceLink('review', `${CLAIMS.reviewLayers} layers of review`)}, with plain-English notes on what changed and why.`,
        sample: CLAIMS.sample || PRACTICES.review.sample,
      },
      {
        icon: 'shield-check',
        title: 'Security First',
        description: `We ask only for ${practiceLink('access', 'the access each role needs')} and follow ${isoAligned} procedures. We would rather explain a control than claim one.`,
      },
      {
        icon: 'light-bulb',
        title: 'Founder Empathy',
        description:
          'We explain rather than lecture, answer the questions you feel you should already know, and plan around your cash.',
      },
      {
        icon: 'arrow-trending-up',
        title: 'Scalable by Design',
        description: `Grow ${scaleRange} without changing teams: your pod adds people and services as you need them.`,
      },
    ],
  },
  journey: {
    title: 'Our Team’s Journey',
    intro: 'How we got here.',
    items: TIMELINE.milestones,
    sample: TIMELINE.sample,
  },
  capabilities: {
    title: 'Our Capabilities',
    intro: 'What your pod can take off your plate, alone or in combination.',
    items: [
      { title: 'Monthly bookkeeping and bank reconciliation' },
      { title: 'Catch-up and cleanup bookkeeping' },
      { title: 'Invoicing and collections follow-up' },
      { title: 'Vendor bills and payment runs for your approval' },
      {
        title: `Payroll in your own platform, ${practiceLink('payrollTaxes', 'with you responsible for payroll taxes as the employer')}`,
      },
      { title: `Sales tax tracking by state, ${practiceLink('salesTax', 'with your CPA deciding where you file')}` },
      { title: '1099 preparation and filing' },
      { title: 'Management reports, KPI dashboards and cash flow forecasts' },
      { title: 'Inventory and job costing for stone and design businesses' },
      {
        title: `White-label support for CPA firms, ${practiceLink('cpa', 'under each firm’s supervision and disclosed to its clients')}`,
      },
    ],
  },
  // The screening in full: the home and CPA pages name its steps and link here.
  talent: { ...sections.talent, id: talentDetails.hash, items: HIRING.steps },
  team: {
    title: 'The Founding Team',
    intro: 'The people who run the company today.',
    items: FOUNDERS,
    cta: { label: 'Book a free consultation' },
  },
  stats: sections.stats,
  testimonials: sections.testimonials,
  closingBanner: generalClosingBanner,
  blog: sections.blog,
} satisfies AboutPageContent
