// What a topic's page says under its name: what its articles cover and where the site takes the subject further (a
// service or a free template). By the topic's address, the slug of its tag ("Month-end close": month-end-close). A
// topic without a note shows its name and how many articles it holds; a note for a tag no article has is not shown.
import { linkTo, type PageId } from '@/content/registry'
import type { Cta } from '@/content/types'

/** `cta`: a link onward, drawn as the site's text links with an arrow. */
export type TopicNote = { intro: string; cta: Cta & { link: NonNullable<Cta['link']> } }

const note = (intro: string, label: string, page: PageId): TopicNote => ({ intro, cta: { label, link: linkTo(page) } })

export const TOPIC_NOTES: Record<string, TopicNote> = {
  'bookkeeping-basics': note(
    'Plain guides to keeping a small business’s books in order: closing each month, and catching up when months have slipped.',
    'Our monthly bookkeeping service',
    'bookkeeping-service',
  ),
  'month-end-close': note(
    'Closing the books every month, so your statements match the bank and stay put once your lender or CPA has them.',
    'Print or download the free close checklist',
    'month-end-close-checklist',
  ),
  'catch-up-bookkeeping': note(
    'Bringing books that are months or years behind up to date, and handing your CPA a year they can file from.',
    'Our catch-up bookkeeping service',
    'catch-up-bookkeeping',
  ),
  'data-security': note(
    'How an outside bookkeeper should handle your financial data, and what to ask before you give them access to your books.',
    'How we protect client data',
    'security',
  ),
}
