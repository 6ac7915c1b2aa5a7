// A minimal iCalendar writer (RFC 5545) for the tax calendar's feeds: all-day events with a reminder, written the same
// byte for byte from the same input (no clock is read), so a second build yields identical files. Text is escaped
// (section 3.3.11), lines end in CRLF and are folded at 75 octets without splitting a character (section 3.1).

/** An all-day event: `date` is its day (YYYY-MM-DD); `alarm` an RFC 5545 duration before it, such as -P7D. */
export type IcsEvent = {
  uid: string
  date: string
  summary: string
  description: string
  url: string
  alarm: string
}

export type IcsCalendar = {
  /** The product that wrote it (PRODID), such as -//LedgerPod//Tax deadlines//EN. */
  product: string
  name: string
  description: string
  /** The feed's own address (RFC 7986 SOURCE), which calendar apps refresh from. */
  source: string
  /** How often a subscriber should refresh, an RFC 5545 duration such as P1D. */
  refresh: string
  /** When the events were last revised (DTSTAMP and LAST-MODIFIED), YYYY-MM-DD. */
  revised: string
  events: IcsEvent[]
}

/** TEXT as RFC 5545 writes it: backslash, semicolon, comma and newline escaped. */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

const encoder = new TextEncoder()

/** One content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const compact = (date: string) => date.replace(/-/g, '')
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** The calendar as an .ics file. */
export function writeIcs(calendar: IcsCalendar): string {
  const stamp = `${compact(calendar.revised)}T000000Z`
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.product}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `DESCRIPTION:${escapeText(calendar.description)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
    `SOURCE;VALUE=URI:${calendar.source}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${calendar.refresh}`,
    `X-PUBLISHED-TTL:${calendar.refresh}`,
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(event.date)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.summary)}`,
      `TRIGGER:${event.alarm}`,
      'END:VALARM',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
