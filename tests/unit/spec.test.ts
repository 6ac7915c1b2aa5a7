// The one place where the specification's counts and exact labels are written down: every other test reads counts,
// labels and texts from the content modules and the page registry.
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
import { STATS } from '../../src/content/site'
import { footerGroups, navEntries } from '../../src/lib/nav'

/** The specification's slug rule: lower-case, each space becomes a hyphen, other punctuation goes. */
const slugify = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s/g, '-')

describe('routes and menus of the specification', () => {
  it('has its thirteen routes, the menu parents and the blog', () => {
    const paths = Object.values(PAGES).map((page) => page.path)
    expect(paths).toEqual(
      expect.arrayContaining([
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
        '/services',
        '/industry',
        '/blog',
      ]),
    )
  })

  it('lists the desktop entries in order', () => {
    expect(navEntries.map((entry) => [entry.path, entry.label])).toEqual([
      ['/', 'Home'],
      ['/services', 'Services'],
      ['/industry', 'Industry'],
      ['/blog', 'Blog'],
      ['/about', 'About Us'],
      ['/contact', 'Contact Us'],
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

describe('counts of the specification', () => {
  it('home has its fixed lists', () => {
    expect(homePage.painPoints.points).toHaveLength(6)
    // The cards follow the registry (the Services dropdown's order); the spec names them.
    expect(homePage.services.items.map((c) => c.title).toSorted()).toEqual(
      ['Bookkeeping', 'Catch-Up Bookkeeping', 'Receivable & Payable Management', 'Payroll'].toSorted(),
    )
    expect(homePage.launchpad.items).toHaveLength(6)
    expect(homePage.whyTrust.items).toHaveLength(3)
    expect(homePage.talent.items).toHaveLength(7)
    expect(homePage.security.items).toHaveLength(5)
    homePage.security.items.forEach((item) => expect(item.tools.length).toBeGreaterThan(0))
    expect(homePage.industries.items).toHaveLength(6)
    expect(homePage.process.items).toHaveLength(3)
    expect(homePage.software.tools).toHaveLength(9)
    expect(homePage.testimonials.items).toHaveLength(4)
    expect(latest).toHaveLength(3)
    expect(teasers.map((t) => t.date)).toEqual(expect.arrayContaining(['2025-03-02', '2025-01-12', '2025-06-07']))
  })

  it('stats come from the constants', () => {
    expect(homePage.stats.items.map((s) => s.result)).toEqual(STATS.home.map((s) => s.result))
    expect(homePage.software.stats.map((s) => s.result)).toEqual(STATS.software.map((s) => s.result))
  })

  it('about has its values, capabilities and founders', () => {
    expect(aboutPage.values.items.map((v) => v.title)).toEqual([
      'Accuracy with Clarity',
      'Security First',
      'Founder Empathy',
      'Scalable by Design',
    ])
    expect(aboutPage.capabilities.items).toHaveLength(10)
    expect(aboutPage.team.items).toHaveLength(4)
  })

  it('service pages have their lists', () => {
    expect(bookkeepingPage.partner.items).toHaveLength(6)
    expect(bookkeepingPage.included.items).toHaveLength(9)
    expect(bookkeepingPage.addOns.items).toHaveLength(3)
    expect(bookkeepingPage.process.items).toHaveLength(3)
    expect(payrollPage.partner.items).toHaveLength(6)
    expect(payrollPage.included.items).toHaveLength(9)
    expect(payrollPage.process.items).toHaveLength(3)
    expect(payrollPage.industries.items).toHaveLength(6)
    expect(payrollPage.addOns.items).toHaveLength(3)
    expect(payrollPage.faq.items).toHaveLength(12)
    expect(receivablePayablePage.receivables.items).toHaveLength(9)
    expect(receivablePayablePage.payables.items).toHaveLength(9)
    expect(catchUpPage.process.items).toHaveLength(3)
    for (const page of [bookkeepingPage, receivablePayablePage, catchUpPage]) {
      expect(page.faq.items.length).toBeGreaterThanOrEqual(8)
    }
  })

  it.each([
    ['distributors', stoneDistributorsPage, 8, 12, 12],
    ['fabricators', stoneFabricatorsPage, 6, 10, 12],
    ['architects', architectsDesignersPage, 6, 8, 10],
  ] as const)('%s page has its problems, reports and FAQs', (_, page, problems, reports, faqs) => {
    expect(page.problems.items).toHaveLength(problems)
    expect(page.reports.items).toHaveLength(reports)
    expect(page.faq.items).toHaveLength(faqs)
    expect(page.process.items).toHaveLength(3)
    // Exactly one report, the dashboard, carries no points.
    expect(page.reports.items.filter((r) => r.points.length === 0)).toHaveLength(1)
  })

  it('LaunchPad, CPA and contact pages have their lists', () => {
    expect(launchpadStartupsPage.pod.items).toHaveLength(6)
    expect(launchpadStartupsPage.included.items).toHaveLength(7)
    expect(launchpadStartupsPage.reasons.items).toHaveLength(6)
    expect(launchpadStartupsPage.process.items).toHaveLength(3)
    expect(launchpadStartupsPage.faq.items).toHaveLength(12)
    expect(launchpadSmbsPage.features.items).toHaveLength(6)
    expect(launchpadSmbsPage.faq.items).toHaveLength(13)
    expect(cpaPage.painPoints.items).toHaveLength(4)
    expect(cpaPage.trust.items).toHaveLength(6)
    expect(cpaPage.services.items).toHaveLength(6)
    expect(cpaPage.process.items).toHaveLength(4)
    expect(cpaPage.faq.items).toHaveLength(12)
    expect(contactPage.channels.items).toHaveLength(2)
  })
})

describe('exact texts of the specification', () => {
  it('uses the spec titles, headings and button labels verbatim', () => {
    expect(homePage.hero.cta.label).toBe('Book a Free Startup Finance Consultation')
    expect(homePage.painPoints.cta.label).toBe("Let's Clean This Up – Book Your Free Call")
    expect(homePage.services.title).toBe('What We Do?')
    expect(homePage.launchpad.ctas?.map((c) => c.label)).toEqual(['Startup founders', 'Smbs'])
    expect(homePage.security.cta?.label).toBe('Talk to a Finance Expert Today')
    expect(homePage.industries.cta?.label).toBe('Like industries')
    expect(homePage.process.title).toBe('How Offshore Works')
    expect(homePage.testimonials.cta.label).toBe('View All Feedback')
    expect(homePage.closingBanner.title).toBe('Ready to Stop Worrying About Your Books?')
    expect(homePage.closingBanner.cta.label).toBe('Book My Free Bookkeeping Consultation')
    expect(homePage.blog.title).toBe('Our Latest Blog')
    expect(bookkeepingPage.meta.title).toBe('Monthly Bookkeeping Services in USA, Book a Call Now')
    expect(bookkeepingPage.closingBanner.cta.label).toBe('Book My Free Bookkeeping Consultation')
    expect(payrollPage.meta.title).toBe('Payroll Services for USA Businesses, Book a Call Now')
    expect(payrollPage.hero.title).toBe('Professional Payroll Services in the USA')
    expect(catchUpPage.meta.title).toBe('Catch Up Bookkeeping Services in USA, Book a Call Now')
    expect([catchUpPage.hero.cta.label, catchUpPage.closingBanner.cta.label]).toEqual([
      'Book a Free Catch-Up Consultation',
      'Book Your Catch-Up Strategy Call',
    ])
    expect([
      receivablePayablePage.hero.cta.label,
      receivablePayablePage.pricing.cta.label,
      receivablePayablePage.closingBanner.cta.label,
    ]).toEqual(['Book a Free AR/AP Consultation', 'Book Your Free Call', 'Book Your Free AR/AP Strategy Call'])
    expect(launchpadStartupsPage.hero.title).toBe('Bookkeeping & Accounting for Startups')
    expect(launchpadStartupsPage.consultBanner.title).toBe("Let's make your books the least of your problems")
    expect(contactPage.hero.title).toBe("Let's Talk Finance - Without the Jargon")
    expect(contactPage.closingBanner).toMatchObject({
      title: 'Ready to Get Started?',
      body: 'No contracts. No pressure. Just clarity.',
      cta: { label: 'Book A Free Consultation' },
    })
  })
})
