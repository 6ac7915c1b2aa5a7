// What a topic's page says under its name: what its articles cover and where the site takes the subject further (a
// service or a free template). By the topic's address, the slug of its tag ("Month-end close": month-end-close). A
// topic without a note shows its name and how many articles it holds; a note for a tag no article has is not shown.
import { linkTo, type PageId } from '@/content/registry'
import type { InternalLink } from '@/names'

export type TopicNote = { intro: string; link: { text: string } & InternalLink }

const note = (intro: string, text: string, page: PageId): TopicNote => ({ intro, link: { text, ...linkTo(page) } })

export const TOPIC_NOTES: Record<string, TopicNote> = {
  'bookkeeping-basics': note(
    'Plain guides to keeping a small business’s books in order: closing each month on time, and catching up when months have slipped.',
    'How our monthly bookkeeping works',
    'bookkeeping-service',
  ),
  'month-end-close': note(
    'What a month-end close covers and the order it follows: reconciliations, receivables and payables, accruals, payroll and the reports to read.',
    'The free Month-End Close Checklist',
    'month-end-close-checklist',
  ),
  'catch-up-bookkeeping': note(
    'Bringing months of unrecorded books up to date: the documents to gather, the order a cleanup follows and what your CPA needs at the end.',
    'How our catch-up bookkeeping works',
    'catch-up-bookkeeping',
  ),
  'data-security': note(
    'What to check before you give an outside bookkeeper access to your accounts: user roles, two-factor sign-in, encryption and how documents are exchanged.',
    'How we protect client data',
    'security',
  ),
}
