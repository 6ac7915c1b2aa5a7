// The one place where the specification's counts and exact labels of what developers write are written down (the
// specification is ../shared/SPEC.md, beside the repository): every other test reads counts, labels and texts from the
// content modules and the page registry. What the owner edits in the CMS is data, not a fixture: the specification's
// counts of those lists are the FAQ schema's least counts (FAQ_SPEC_COUNTS, faq-schema.ts, which the CMS shows) and
// the launch check's (SPEC_COUNTS, src/build/launch-questions.ts), and no test here pins them.
import { describe, expect, it } from 'vitest'
import { latest } from 'virtual:blog'
import { teasers } from 'virtual:blog/all'
import { aboutPage } from '../../src/content/pages/about'
import { architectsDesignersPage } from '../../src/content/pages/architects-designers'
import { bookkeepingPage } from '../../src/content/pages/bookkeeping-service'
import { catchUpPage } from '../../src/content/pages/catch-up-bookkeeping'
import { contactPage } from '../../src/content/pages/contact'
import { cpaPage } from '../../src/content/pages/for-cpa-firms'
import { homePage } from '../../src/content/pages/home'
import { launchpadSmbsPage } from '../../src/content/pages/launchpad-smbs'
import { launchpadStartupsPage } from '../../src/content/pages/launchpad-startups'
import { payrollPage } from '../../src/content/pages/payroll-service'
import { receivablePayablePage } from '../../src/content/pages/receivable-payable'
import { stoneDistributorsPage } from '../../src/content/pages/stone-distributors'
import { stoneFabricatorsPage } from '../../src/content/pages/stone-fabricators'
import { PAGES } from '../../src/content/registry'
import { footerGroups, navEntries } from '../../src/lib/nav'

/** The specification's slug rule: lower-case, each space becomes a hyphen, other punctuation goes. */
const slugify = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s/g, '-')

describe('routes and menus of the specification', () => {
  // Its table of routes (section 2), then what its menu lists besides: the parents /services and /industry, and /blog.
  const routes = [
    '/',
    '/about',
    '/services/bookkeeping-service',
    '/services/payroll-service',
    '/services/receivable--payable',
    '/services/catch-up-bookkeeping',
    '/industry/stone-distributors--suppliers',
    '/industry/stone-fabricators',
    '/industry/architects--designers',
    '/industry/launchpad-startups',
    '/industry/launchpad-smbs',
    '/contact',
    '/for-cpa-firms',
  ]
  const menuOnly = ['/services', '/industry', '/blog']

  it(`has the ${routes.length} routes of its table, and the ${menuOnly.length} its menu lists besides`, () => {
    const paths = Object.values(PAGES).map((page) => page.path)
    expect(paths).toEqual(expect.arrayContaining([...routes, ...menuOnly]))
  })

  it('lists the desktop entries in order, then Pricing (issue 47: pricing reachable from the header)', () => {
    expect(navEntries.map((entry) => [entry.path, entry.label])).toEqual([
      ['/', 'Home'],
      ['/services', 'Services'],
      ['/industry', 'Industry'],
      ['/blog', 'Blog'],
      ['/about', 'About Us'],
      ['/contact', 'Contact Us'],
      ['/pricing', 'Pricing'],
    ])
  })

  it('has the two dropdowns, each entry at its parent path plus the slug of its label', () => {
    const dropdowns = Object.fromEntries(
      navEntries.filter((entry) => entry.children.length).map((e) => [e.label, e.children.map((c) => c.label)]),
    )
    expect(dropdowns).toEqual({
      Services: ['Bookkeeping service', 'Receivable & Payable', 'Payroll Service', 'Catch-Up Bookkeeping'],
      Industry: [
        'Stone Distributors & Suppliers',
        'Stone Fabricators',
        'Architects & Designers',
        'Launchpad Startups',
        'Launchpad SMBs',
      ],
    })
    expect(slugify('Receivable & Payable')).toBe('receivable--payable')
    for (const entry of navEntries) {
      for (const child of entry.children) expect(child.to, child.label).toBe(`${entry.path}/${slugify(child.label)}`)
    }
  })

  it('has the footer groups, with accounts receivable and payable on one page', () => {
    expect(footerGroups.map((group) => group.title)).toEqual(['Services', 'Industries', 'Resources', 'Company'])
    const services = footerGroups[0]!.links
    expect(services.filter((l) => l.link.to === '/services/receivable--payable').map((l) => l.label)).toEqual([
      'Accounts Receivable',
      'Accounts Payable',
    ])
  })
})

/** Each list the specification counts: where it is, its items, and the specification's count. */
const COUNTS: [string, readonly unknown[], number][] = [
  ['home: pain points', homePage.painPoints.points, 6],
  ['home: LaunchPad features', homePage.launchpad.items, 6],
  ['home: why-trust blocks', homePage.whyTrust.items, 3],
  ['home: industries', homePage.industries.items, 6],
  ['home: how offshore works', homePage.process.items, 3],
  ['home: software tools', homePage.software.tools, 9],
  ['about: capabilities', aboutPage.capabilities.items, 10],
  ['bookkeeping: preferred-partner items', bookkeepingPage.partner.items, 6],
  ['bookkeeping: included services', bookkeepingPage.included.items, 9],
  ['bookkeeping: add-ons', bookkeepingPage.addOns.items, 3],
  ['bookkeeping: process steps', bookkeepingPage.process.items, 3],
  ['payroll: preferred-partner benefits', payrollPage.partner.items, 6],
  ['payroll: included services', payrollPage.included.items, 9],
  ['payroll: process steps', payrollPage.process.items, 3],
  ['payroll: industries', payrollPage.industries.items, 6],
  ['payroll: add-ons', payrollPage.addOns.items, 3],
  ['AR/AP: receivables work', receivablePayablePage.receivables.items, 9],
  ['AR/AP: payables work', receivablePayablePage.payables.items, 9],
  ['catch-up: process steps', catchUpPage.process.items, 3],
  ['distributors: problems', stoneDistributorsPage.problems.items, 8],
  ['distributors: monthly reports', stoneDistributorsPage.reports.items, 12],
  ['fabricators: problems', stoneFabricatorsPage.problems.items, 6],
  ['fabricators: monthly reports', stoneFabricatorsPage.reports.items, 10],
  ['architects: problems', architectsDesignersPage.problems.items, 6],
  ['architects: monthly reports', architectsDesignersPage.reports.items, 8],
  ...[stoneDistributorsPage, stoneFabricatorsPage, architectsDesignersPage].map(
    (page) => [`${page.hero.title}: process steps`, page.process.items, 3] as [string, readonly unknown[], number],
  ),
  ['LaunchPad startups: finance pod', launchpadStartupsPage.pod.items, 6],
  ['LaunchPad startups: included', launchpadStartupsPage.included.items, 7],
  ['LaunchPad startups: reasons founders trust us', launchpadStartupsPage.reasons.items, 6],
  ['LaunchPad startups: process steps', launchpadStartupsPage.process.items, 3],
  ['LaunchPad SMBs: features', launchpadSmbsPage.features.items, 6],
  ['CPA firms: pain points', cpaPage.painPoints.items, 4],
  ['CPA firms: why CPAs trust us', cpaPage.trust.items, 6],
  ['CPA firms: services', cpaPage.services.items, 6],
  ['CPA firms: process steps', cpaPage.process.items, 4],
  ['contact: contact entries', contactPage.channels.items, 2],
]

/** Each exact text of the specification: where it is, the site's text, and the specification's words. */
const TEXTS: [string, string | undefined, string][] = [
  ['home: hero button', homePage.hero.cta.label, 'Book a Free Startup Finance Consultation'],
  ['home: pain points button', homePage.painPoints.cta.label, "Let's Clean This Up – Book Your Free Call"],
  ['home: services heading', homePage.services.title, 'What We Do?'],
  ['home: security button', homePage.security.ctas[0]?.label, 'Talk to a Finance Expert Today'],
  ['home: industries button', homePage.industries.cta?.label, 'Like industries'],
  ['home: process heading', homePage.process.title, 'How Offshore Works'],
  ['home: testimonials button', homePage.testimonials.cta.label, 'View All Feedback'],
  ['home: closing banner', homePage.closingBanner.title, 'Ready to Stop Worrying About Your Books?'],
  ['home: closing button', homePage.closingBanner.cta.label, 'Book My Free Bookkeeping Consultation'],
  ['home: blog heading', homePage.blog.title, 'Our Latest Blog'],
  ['bookkeeping: title', bookkeepingPage.meta.title, 'Monthly Bookkeeping Services in USA, Book a Call Now'],
  ['bookkeeping: closing button', bookkeepingPage.closingBanner.cta.label, 'Book My Free Bookkeeping Consultation'],
  ['payroll: title', payrollPage.meta.title, 'Payroll Services for USA Businesses, Book a Call Now'],
  ['payroll: hero', payrollPage.hero.title, 'Professional Payroll Services in the USA'],
  ['catch-up: title', catchUpPage.meta.title, 'Catch Up Bookkeeping Services in USA, Book a Call Now'],
  ['catch-up: hero button', catchUpPage.hero.cta.label, 'Book a Free Catch-Up Consultation'],
  ['catch-up: closing button', catchUpPage.closingBanner.cta.label, 'Book Your Catch-Up Strategy Call'],
  ['AR/AP: hero button', receivablePayablePage.hero.cta.label, 'Book a Free AR/AP Consultation'],
  ['AR/AP: pricing button', receivablePayablePage.pricing.cta.label, 'Book Your Free Call'],
  ['AR/AP: closing button', receivablePayablePage.closingBanner.cta.label, 'Book Your Free AR/AP Strategy Call'],
  ['LaunchPad startups: hero', launchpadStartupsPage.hero.title, 'Bookkeeping & Accounting for Startups'],
  [
    'LaunchPad startups: banner',
    launchpadStartupsPage.consultBanner.title,
    "Let's make your books the least of your problems",
  ],
  ['contact: heading', contactPage.hero.title, "Let's Talk Finance - Without the Jargon"],
  ['contact: closing banner', contactPage.closingBanner.title, 'Ready to Get Started?'],
  ['contact: closing line', contactPage.closingBanner.body, 'No contracts. No pressure. Just clarity.'],
  ['contact: closing button', contactPage.closingBanner.cta.label, 'Book A Free Consultation'],
]

describe('the specification', () => {
  it.each(COUNTS)('%s: as many as it counts', (_, items, count) => expect(items).toHaveLength(count))

  // The specification is typed with typewriter apostrophes; the site typesets them (’), the words stay its own.
  it.each(TEXTS)('%s: its exact words', (_, text, words) => expect(text?.replaceAll('’', "'")).toBe(words))

  it('names the home service cards, the LaunchPad buttons and the About values', () => {
    // The cards follow the registry (the Services dropdown's order); the spec names them.
    expect(homePage.services.items.map((c) => c.title).toSorted()).toEqual(
      ['Bookkeeping', 'Catch-Up Bookkeeping', 'Receivable & Payable Management', 'Payroll'].toSorted(),
    )
    expect(homePage.launchpad.ctas?.map((c) => c.label)).toEqual(['Startup founders', 'Smbs'])
    expect(aboutPage.values.items.map((v) => v.title)).toEqual([
      'Accuracy with Clarity',
      'Security First',
      'Founder Empathy',
      'Scalable by Design',
    ])
  })

  it('shows the three newest articles on the home page', () => {
    expect(latest).toEqual(teasers.slice(0, 3))
  })

  it('gives each trade page one report without points (the dashboard)', () => {
    for (const page of [stoneDistributorsPage, stoneFabricatorsPage, architectsDesignersPage]) {
      expect(
        page.reports.items.filter((r) => r.points.length === 0),
        page.hero.title,
      ).toHaveLength(1)
    }
  })
})
