// The tax calendar's feeds as a calendar app reads them: ical.js (Mozilla's RFC 5545 parser, the one Thunderbird
// uses) reads each back (every business's and each kind's) with the same events, UIDs, all-day dates, links and
// reminders as the page's list of that view, and a second build of the same year writes the same bytes.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { taxCalendarFeeds } from '../../src/build/tax-calendar-feeds'
import { escapeText, fold } from '../../src/build/ics'
import {
  DEADLINE_VIEW_NAMES,
  DEADLINE_VIEWS,
  ENTITIES,
  EVERY_BUSINESS,
  TAX_RULES_REVIEW,
  TAX_SOURCES,
} from '../../src/content/tax-deadlines'
import { calendarYears, deadlinesOfYears, feedPath, whoFiles } from '../../src/lib/tax-deadlines'

const ORIGIN = 'https://www.ledgerpod.example'
const YEAR = Number(import.meta.env.BUILD_YEAR)
const feeds = taxCalendarFeeds(ORIGIN, YEAR)

describe('the feeds, read back by a calendar parser', () => {
  for (const feed of feeds) {
    it(`${feed.path}: every deadline of ${calendarYears(YEAR, TAX_RULES_REVIEW.checked).join(' and ')}, all-day, with its UID, IRS page and a reminder a week before`, () => {
      const calendar = new ICAL.Component(ICAL.parse(feed.text))
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
      expect(calendar.getFirstPropertyValue('source')).toBe(`${ORIGIN}${feedPath(feed.view)}`)
      expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain(DEADLINE_VIEW_NAMES[feed.view])
      const expected = deadlinesOfYears(feed.view, calendarYears(YEAR, TAX_RULES_REVIEW.checked))
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
      expect(events.map((event) => event.uid)).toEqual(expected.map((d) => `${d.id}@www.ledgerpod.example`))
      events.forEach((event, i) => {
        const deadline = expected[i]!
        expect(event.startDate.isDate, event.uid).toBe(true)
        expect(event.startDate.toString()).toBe(deadline.date)
        expect(event.endDate.subtractDate(event.startDate).toSeconds()).toBe(86_400)
        expect(event.summary).toContain(deadline.rule.form)
        expect(event.description).toContain(whoFiles(deadline, feed.view))
        expect(event.component.getFirstPropertyValue('url')).toBe(TAX_SOURCES[deadline.rule.source].url)
        expect(event.description).toContain(TAX_SOURCES[deadline.rule.source].url)
        const alarm = event.component.getFirstSubcomponent('valarm')!
        expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY')
        expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-7 * 86_400)
      })
    })
  }

  it('has every business’s feed and one per kind of business, and no line longer than 75 octets, each ending in CRLF', () => {
    expect(feeds.map((feed) => feed.view)).toEqual([...DEADLINE_VIEWS])
    for (const { text } of feeds) {
      expect(text.endsWith('\r\n')).toBe(true)
      for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    }
  })

  it('every business’s feed holds the deadlines each legal form’s feed holds, and only those', () => {
    const uids = (view: string) => new Set(feeds.find((feed) => feed.view === view)!.text.match(/^UID:.*$/gm))
    const every = uids(EVERY_BUSINESS)
    const common = ENTITIES.map(uids).reduce((shared, kind) => new Set([...shared].filter((uid) => kind.has(uid))))
    expect(every.size).toBeGreaterThan(0)
    expect(every).toEqual(common)
  })

  it('is the same, byte for byte, when built again', () => {
    expect(taxCalendarFeeds(ORIGIN, YEAR).map((feed) => feed.text)).toEqual(feeds.map((feed) => feed.text))
  })

  it('fails a build whose calendar has no row for next year, naming the field to change', () => {
    expect(() => taxCalendarFeeds(ORIGIN, YEAR + 1, { ...TAX_RULES_REVIEW, checked: `${YEAR}-01-15` })).toThrow(
      /TAX_RULES_REVIEW\.checked: the tax calendar has no row for/,
    )
  })
})

describe('iCalendar text', () => {
  it('escapes what TEXT values must, and folds a long line without splitting a character', () => {
    expect(escapeText('a; b, c\\d\ne')).toBe('a\\; b\\, c\\\\d\\ne')
    const line = `DESCRIPTION:${'é'.repeat(60)}`
    const folded = fold(line)
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })
})
