// Content contracts: the counts SPEC.md and the issues give, unique ids, real routes and images, no filler.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { articles } from '../../src/content/blog'
import { BLOG_DATES, HOME_STATS, SOFTWARE_STATS } from '../../src/content/constants'
import { faqGroups } from '../../src/content/faq-index'
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
import { pricingPage } from '../../src/content/pages/pricing'
import { receivablePayablePage } from '../../src/content/pages/receivable-payable'
import { stoneDistributorsPage } from '../../src/content/pages/stone-distributors'
import { stoneFabricatorsPage } from '../../src/content/pages/stone-fabricators'
import { createAppRouter } from '../../src/router'

const pages = {
  home: homePage,
  about: aboutPage,
  bookkeeping: bookkeepingPage,
  payroll: payrollPage,
  receivablePayable: receivablePayablePage,
  catchUp: catchUpPage,
  distributors: stoneDistributorsPage,
  fabricators: stoneFabricatorsPage,
  architects: architectsDesignersPage,
  startups: launchpadStartupsPage,
  smbs: launchpadSmbsPage,
  cpa: cpaPage,
  contact: contactPage,
  pricing: pricingPage,
}

const routes = new Set(
  Object.keys(createAppRouter().routesByPath).map((p) => (p.length > 1 ? p.replace(/\/$/, '') : p)),
)

/** Every value of a nested object, with its path. */
function* walk(value: unknown, path = ''): Generator<[string, unknown]> {
  yield [path, value]
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* walk(child, `${path}.${key}`)
  }
}

describe('counts from SPEC.md and the issues', () => {
  it('home has its fixed lists', () => {
    expect(homePage.painPoints.points).toHaveLength(6)
    expect(homePage.services.cards.map((c) => c.title)).toEqual([
      'Bookkeeping',
      'Catch-Up Bookkeeping',
      'Receivable & Payable Management',
      'Payroll',
    ])
    expect(homePage.launchpad.items).toHaveLength(6)
    expect(homePage.whyTrust.blocks).toHaveLength(3)
    expect(homePage.talent.steps).toHaveLength(7)
    expect(homePage.security.items).toHaveLength(5)
    homePage.security.items.forEach((item) => expect(item.tools.length).toBeGreaterThan(0))
    expect(homePage.industries.cards).toHaveLength(6)
    expect(homePage.process.steps).toHaveLength(3)
    expect(homePage.software.tools).toHaveLength(9)
    expect(homePage.testimonials.items).toHaveLength(4)
    expect(homePage.blog.posts.map((p) => p.date)).toEqual([...BLOG_DATES])
  })

  it('stats come from the constants', () => {
    expect(homePage.stats.stats.map((s) => s.result)).toEqual(HOME_STATS.map((s) => s.result))
    expect(homePage.software.stats.map((s) => s.result)).toEqual(SOFTWARE_STATS.map((s) => s.result))
  })

  it('about has its values, capabilities and founders', () => {
    expect(aboutPage.values.items.map((v) => v.title)).toEqual([
      'Accuracy with Clarity',
      'Security First',
      'Founder Empathy',
      'Scalable by Design',
    ])
    expect(aboutPage.capabilities.items).toHaveLength(10)
    expect(aboutPage.team.members).toHaveLength(4)
  })

  it('service pages have their lists', () => {
    expect(bookkeepingPage.partner.items).toHaveLength(6)
    expect(bookkeepingPage.included.items).toHaveLength(9)
    expect(bookkeepingPage.addOns.items).toHaveLength(3)
    expect(bookkeepingPage.process.steps).toHaveLength(3)
    expect(payrollPage.partner.items).toHaveLength(6)
    expect(payrollPage.included.items).toHaveLength(9)
    expect(payrollPage.process.steps).toHaveLength(3)
    expect(payrollPage.industries.cards).toHaveLength(6)
    expect(payrollPage.addOns.items).toHaveLength(3)
    expect(payrollPage.faq.items).toHaveLength(12)
    expect(receivablePayablePage.receivables.items).toHaveLength(9)
    expect(receivablePayablePage.payables.items).toHaveLength(9)
    expect(catchUpPage.process.steps).toHaveLength(3)
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
    expect(page.process.steps).toHaveLength(3)
    // Exactly one report, the dashboard, carries no points.
    expect(page.reports.items.filter((r) => r.points.length === 0)).toHaveLength(1)
  })

  it('LaunchPad, CPA and contact pages have their lists', () => {
    expect(launchpadStartupsPage.pod.items).toHaveLength(6)
    expect(launchpadStartupsPage.included.items).toHaveLength(7)
    expect(launchpadStartupsPage.reasons.items).toHaveLength(6)
    expect(launchpadStartupsPage.process.steps).toHaveLength(3)
    expect(launchpadStartupsPage.faq.items).toHaveLength(12)
    expect(launchpadSmbsPage.features.items).toHaveLength(6)
    expect(launchpadSmbsPage.faq.items).toHaveLength(13)
    expect(cpaPage.painPoints.items).toHaveLength(4)
    expect(cpaPage.trust.items).toHaveLength(6)
    expect(cpaPage.services.items).toHaveLength(6)
    expect(cpaPage.process.steps).toHaveLength(4)
    expect(cpaPage.faq.items).toHaveLength(12)
    expect(contactPage.channels.items).toHaveLength(2)
  })
})

describe('exact texts of the spec', () => {
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
    expect(bookkeepingPage.closing.cta.label).toBe('Book My Free Bookkeeping Consultation')
    expect(payrollPage.meta.title).toBe('Payroll Services for USA Businesses, Book a Call Now')
    expect(payrollPage.hero.title).toBe('Professional Payroll Services in the USA')
    expect(catchUpPage.meta.title).toBe('Catch Up Bookkeeping Services in USA, Book a Call Now')
    expect([catchUpPage.hero.cta.label, catchUpPage.closing.cta.label]).toEqual([
      'Book a Free Catch-Up Consultation',
      'Book Your Catch-Up Strategy Call',
    ])
    expect([
      receivablePayablePage.hero.cta.label,
      receivablePayablePage.pricing.cta.label,
      receivablePayablePage.closing.cta.label,
    ]).toEqual(['Book a Free AR/AP Consultation', 'Book Your Free Call', 'Book Your Free AR/AP Strategy Call'])
    expect(launchpadStartupsPage.hero.title).toBe('Bookkeeping & Accounting for Startups')
    expect(launchpadStartupsPage.banner.title).toBe("Let's make your books the least of your problems")
    expect(contactPage.hero.title).toBe("Let's Talk Finance - Without the Jargon")
    expect(contactPage.closing).toMatchObject({
      title: 'Ready to Get Started?',
      body: 'No contracts. No pressure. Just clarity.',
      cta: { label: 'Book A Free Consultation' },
    })
  })
})

describe('every page', () => {
  it.each(Object.entries(pages))('%s: meta is complete and its path is a route', (_, page) => {
    expect(routes.has(page.meta.path)).toBe(true)
    expect(page.meta.title.length).toBeGreaterThan(20)
    expect(page.meta.description.length).toBeGreaterThan(80)
    expect(page.meta.keywords.length).toBeGreaterThanOrEqual(4)
  })

  it('titles are unique', () => {
    const titles = Object.values(pages).map((p) => p.meta.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it.each(Object.entries(pages))('%s: links lead to routes, FAQ ids are unique, questions end with "?"', (_, page) => {
    for (const [path, value] of walk(page)) {
      if (path.endsWith('.link') && value && typeof value === 'object' && 'to' in value) {
        expect(routes.has(String(value.to)), `${path} → ${String(value.to)}`).toBe(true)
      }
    }
    if ('faq' in page) {
      const ids = page.faq.items.map((i) => i.id)
      expect(new Set(ids).size).toBe(ids.length)
      page.faq.items.forEach((i) => expect(i.question).toMatch(/\?$/))
    }
  })

  it.each(Object.entries(pages))('%s: has no filler text', (_, page) => {
    const text = JSON.stringify(page)
    expect(text).not.toMatch(/lorem ipsum|\bTODO\b|coming soon|placeholder/i)
  })
})

describe('blog and FAQ hub', () => {
  it('has three articles of 600 to 1,000 words, newest first', () => {
    expect(articles).toHaveLength(3)
    articles.forEach((a) => expect(a.words).toBeGreaterThanOrEqual(600))
    articles.forEach((a) => expect(a.words).toBeLessThanOrEqual(1000))
    expect(articles.map((a) => a.date)).toEqual([...BLOG_DATES].sort().reverse())
  })

  it('the FAQ hub holds every FAQ of the site with unique ids', () => {
    const ids = faqGroups.flatMap((g) => g.items.map((i) => `${g.id}-${i.id}`))
    expect(new Set(ids).size).toBe(ids.length)
    expect(faqGroups.every((g) => routes.has(g.link.to))).toBe(true)
  })

  it('each FAQ hub group is the FAQ of the page it links to, and no page FAQ is left out', () => {
    const pagesWithFaq = Object.values(pages).filter((page) => 'faq' in page)
    for (const g of faqGroups) {
      const page = pagesWithFaq.find((p) => p.meta.path === g.link.to)
      expect(page && 'faq' in page && page.faq.items, g.id).toBe(g.items)
    }
    expect(faqGroups).toHaveLength(pagesWithFaq.length)
  })
})

describe('assets', () => {
  it('every illustration file referenced by the registry exists and is a drawn SVG', () => {
    const dir = join(__dirname, '../../src/assets/illustrations')
    const files = readdirSync(dir)
    const registry = readFileSync(join(__dirname, '../../src/components/ui/illustrations.tsx'), 'utf8')
    for (const [, file] of registry.matchAll(/illustrations\/([\w-]+\.svg)'/g)) {
      expect(files).toContain(file)
      expect(readFileSync(join(dir, file!), 'utf8').length).toBeGreaterThan(800)
    }
  })
})
