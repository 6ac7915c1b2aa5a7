// The site's "Sample" mark on what the owner has not confirmed yet, wherever it shows: a hero's point that states an
// owner's figure, a section whose text states them (/about's company, values, journey and talent screening), a testimonial, a founder, the stats strips, /about's fact sheet, the contact channels, /book's phone and the offices (the rating and the people of an article
// have their own tests). A confirmed fact carries none. Each case renders the real component with the real content,
// once as the owner's file has it and once switched the other way.
import { render, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { Hero } from '../../src/components/sections/hero'
import { IconCards } from '../../src/components/sections/icon-cards'
import { Prose } from '../../src/components/sections/prose'
import { TalentScreening } from '../../src/components/sections/talent-screening'
import { SampleDocument } from '../../src/components/sections/sample-document'
import { StatsStrip } from '../../src/components/sections/stats-strip'
import { Testimonials } from '../../src/components/sections/testimonials'
import { aboutPage } from '../../src/content/pages/about'
import { contactPage } from '../../src/content/pages/contact'
import { launchpadSmbsPage } from '../../src/content/pages/launchpad-smbs'
import { sections } from '../../src/content/sections'
import { bookPage } from '../../src/content/pages/book'
import { CONTACT, OFFICES } from '../../src/content/site'
import type { SampleDocument as SampleSheet } from '../../src/content/types'
import { DirectBooking } from '../../src/routes/-components/booking'
import { ContactChannels, Offices } from '../../src/routes/-components/contact-sections'
import { FoundingTeam } from '../../src/routes/-components/founding-team'
import { Journey } from '../../src/routes/-components/journey'

const marks = (element: HTMLElement = document.body) => within(element).queryAllByText('Sample').length
const flip = <T extends { sample?: boolean }>(items: T[]) => items.map((item) => ({ ...item, sample: !item.sample }))
const samples = (items: { sample?: boolean }[]) => items.filter((item) => item.sample).length

/** Renders `ui` under a router that knows /book, where the booking buttons lead. */
async function renderWithRouter(ui: ReactNode) {
  const root = createRootRoute({ component: () => <main>{ui}</main> })
  const book = createRoute({ getParentRoute: () => root, path: '/book' })
  const router = createRouter({ routeTree: root.addChildren([book]), history: createMemoryHistory() })
  render(<RouterProvider router={router} />)
  return screen.findByRole('main')
}

describe('the Sample mark', () => {
  const quotes = sections.testimonials.items
  it.each([
    ['as the file has them', quotes],
    ['switched', flip(quotes)],
    ['all samples', quotes.map((item) => ({ ...item, sample: true }))],
    ['one confirmed', quotes.map((item, i) => ({ ...item, sample: i > 0 }))],
  ])(
    'marks the testimonials once after the intro while all are samples, else after each sample’s author (%s)',
    (_, items) => {
      render(<Testimonials content={{ ...sections.testimonials, items }} />)
      const all = items.every((item) => item.sample)
      const slides = screen.getAllByRole('group', { hidden: true })
      expect(slides.map((slide) => marks(slide))).toEqual(items.map((item) => (item.sample && !all ? 1 : 0)))
      for (const [index, item] of items.entries()) {
        if (item.sample && !all) expect(within(slides[index]!).getByText(item.author).textContent).toMatch(/Sample$/)
      }
      expect(marks()).toBe(all ? 1 : samples(items))
      if (all) expect(marks(screen.getByText(sections.testimonials.intro!, { exact: false }))).toBe(1)
    },
  )

  it.each([true, false])(
    'marks a hero point that states an owner’s figure while it is a sample (sample: %s)',
    async (sample) => {
      // No page's hero states one now (the LaunchPad pages' counts moved below it); an editor's may.
      const { hero, intro } = launchpadSmbsPage
      const highlights = [...hero.highlights, { text: intro.paragraphs.at(-1)!, sample }]
      const main = await renderWithRouter(<Hero content={{ ...hero, rating: false, highlights }} />)
      for (const item of highlights) {
        const [text, marked] = typeof item === 'string' ? [item, false] : [item.text, item.sample]
        expect(marks(within(main).getByText(text).closest('li')!), text).toBe(marked ? 1 : 0)
      }
      expect(highlights.some((item) => typeof item !== 'string')).toBe(true)
    },
  )

  it.each([true, false])('marks a stats strip once while its figures are samples (sample: %s)', (sample) => {
    render(<StatsStrip content={{ ...sections.stats, sample }} />)
    expect(marks(screen.getByRole('region', { name: sections.stats.title }))).toBe(sample ? 1 : 0)
  })

  it.each([true, false])('marks /about’s fact sheet while a figure on it is a sample (sample: %s)', (sample) => {
    const sheet = aboutPage.hero.sample
    render(<SampleDocument sample={{ ...sheet, facts: { sample } }} />)
    expect(marks(screen.getByRole('figure'))).toBe(sample ? 1 : 0)
  })

  // Every page's hero sheet: an invented example names itself in its caption and carries no mark of its own.
  const sheets = Object.entries(
    import.meta.glob<Record<string, { hero?: { sample?: SampleSheet } }>>('../../src/content/pages/*.ts', {
      eager: true,
    }),
  ).flatMap(([file, exports]) =>
    Object.values(exports).flatMap((page) =>
      page?.hero?.sample && !page.hero.sample.facts ? [[file, page.hero.sample] as const] : [],
    ),
  )
  it('finds the hero sheets', () => expect(sheets.length).toBeGreaterThan(5))
  it.each(sheets)('an invented example says so in its caption, without the mark (%s)', (_, sheet) => {
    render(<SampleDocument sample={sheet} />)
    expect(within(screen.getByRole('figure')).getByText(sheet.subtitle).textContent).toMatch(/^Sample /)
    expect(marks(screen.getByRole('figure'))).toBe(0)
  })

  const founders = aboutPage.team.items
  it.each([
    ['as the file has them', founders],
    ['switched', flip(founders)],
    ['all samples', founders.map((item) => ({ ...item, sample: true as const }))],
    ['one confirmed', founders.map((item, i) => ({ ...item, sample: i > 0 }))],
    ['none samples', founders.map((item) => ({ ...item, sample: false }))],
  ])('marks the founders once while all are samples, else each sample founder (%s)', async (_, items) => {
    const main = await renderWithRouter(<FoundingTeam content={{ ...aboutPage.team, items }} />)
    const people = within(main).getAllByRole('listitem')
    const all = items.every((item) => item.sample)
    expect(people.map((person) => marks(person))).toEqual(items.map((item) => (item.sample && !all ? 1 : 0)))
    expect(marks(main)).toBe(all ? 1 : samples(items))
  })

  const channels = contactPage.channels.items
  it.each([
    ['as the file has them', channels],
    ['switched', flip(channels)],
    ['all samples', channels.map((item) => ({ ...item, sample: true }))],
    ['one confirmed', channels.map((item, i) => ({ ...item, sample: i > 0 }))],
  ])('marks the channels once, over their cards, while all are samples, else each sample channel (%s)', (_, items) => {
    render(<ContactChannels content={{ ...contactPage.channels, items }} />)
    const all = items.every((item) => item.sample)
    expect(marks()).toBe(all ? 1 : samples(items))
    if (all) expect(marks(screen.getAllByRole('list')[0]!.parentElement!)).toBe(1)
    expect(marks(screen.getByText(contactPage.channels.intro))).toBe(0)
  })

  it('marks /book’s phone button while the number is a sample, as the footer marks it', () => {
    const topic = bookPage.topics.general
    render(<DirectBooking content={bookPage} topic={topic} carried={{}} />)
    const call = screen.getByRole('link', { name: new RegExp(CONTACT[topic.contact].phone.replace(/[()+]/g, '\\$&')) })
    expect(marks(call.parentElement!)).toBe(CONTACT[topic.contact].sample ? 1 : 0)
  })

  it('marks the offices once, over their cards, while every office has a sample branch, else each such office', () => {
    render(<Offices content={contactPage.offices} />)
    const withSamples = OFFICES.filter((office) => samples(office.branches) > 0).length
    const all = withSamples === OFFICES.length
    expect(marks()).toBe(all ? 1 : withSamples)
    if (all) expect(marks(screen.getAllByRole('list')[0]!.parentElement!)).toBe(1)
    expect(marks(screen.getByText(contactPage.offices.intro))).toBe(0)
  })

  /**
   * /about's text that states the owner's figures, each mark after the words it covers, none on a heading: the company
   * text (clients served), the first value (the checks and review layers) and the screening's intro (the share hired).
   */
  const { company, values, journey, talent } = aboutPage
  const [firstValue, ...otherValues] = values.items
  const figureTexts = (flipped: boolean) => {
    const switched = (sample?: boolean) => flipped !== !!sample
    return [
      {
        name: company.title,
        sample: switched(company.sample),
        words: company.paragraphs.at(-1)!,
        ui: <Prose content={{ ...company, sample: switched(company.sample) }} />,
      },
      {
        name: firstValue!.title,
        sample: switched(firstValue!.sample),
        words: firstValue!.description,
        ui: (
          <IconCards
            content={{ ...values, items: [{ ...firstValue!, sample: switched(firstValue!.sample) }, ...otherValues] }}
          />
        ),
      },
      {
        name: talent.title,
        sample: switched(talent.sample),
        words: talent.intro,
        ui: <TalentScreening content={{ ...talent, sample: switched(talent.sample) }} />,
      },
    ]
  }

  it.each([
    ['as the file has it', !!journey.sample],
    ['switched', !journey.sample],
  ])('marks /about’s journey once, over its milestones, not its intro (%s)', async (_, sample) => {
    const main = await renderWithRouter(<Journey content={{ ...journey, sample }} />)
    const found = within(main).queryAllByText('Sample')
    expect(found).toHaveLength(sample ? 1 : 0)
    for (const mark of found) expect(mark.nextElementSibling?.tagName).toBe('OL')
  })

  describe.each([
    ['as the files have them', false],
    ['switched', true],
  ])('on /about’s text that states a figure (%s)', (_, flipped) => {
    it.each(figureTexts(flipped).map((text) => [text.name, text] as const))(
      'marks %s after the words that state it, not on a heading',
      async (_, text) => {
        const main = await renderWithRouter(text.ui)
        const found = within(main).queryAllByText('Sample')
        expect(found).toHaveLength(text.sample ? 1 : 0)
        for (const mark of found) {
          // The paragraph that holds the mark is the text that states the figure (its links aside).
          const words = mark
            .closest('p')!
            .textContent!.replace(/Sample$/, '')
            .trim()
          expect(words).toBe(text.words.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'))
        }
      },
    )
  })
})
