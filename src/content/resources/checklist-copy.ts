// What the three checklist pages say alike: the list's controls, where a visitor's ticks are kept, the downloads and
// the banner that closes each page. Each checklist's own words are its page module (content/pages/checklist-*.ts).
import type { CtaBannerContent } from '@/content/types'

export const checklistCopy = {
  list: { id: 'checklist', eyebrow: 'The checklist', title: 'Tick Each Item as You Go' },
  /** Before the page's script runs, and without it: the list's length. */
  count: (total: number) => `${total} items`,
  /** Once the script runs, in a live region: how far the visitor is. */
  progress: (done: number, total: number) => (done === total ? `All ${total} done` : `${done} of ${total} done`),
  clear: 'Clear the ticks',
  /** Where the ticks are kept, said beside the list and in the privacy notice (content/pages/privacy.ts). */
  storage:
    'Your ticks are kept in this browser, on this device only, until you clear them: no cookie, no account, and nothing is sent to us.',
  storageLink: 'How the site keeps them',
  downloads: {
    id: 'downloads',
    title: 'Download the checklist',
    intro: 'For your team or your own task list: the same steps, with a column to mark each one done.',
  },
  kinds: { csv: 'CSV file', xlsx: 'Excel workbook' },
  reviewed: 'Last reviewed',
  /** The columns of the downloaded files. */
  columns: ['Section', 'Step', 'Done'],
}

/** The banner that closes a checklist's page: booking, as every page's last band. */
export const checklistBanner = ({
  title,
  body = 'Tell us where your books stand and which software you use. We will show you how a pod would take this list off your hands.',
  label = 'Book a Free Consultation',
}: {
  title: string
  body?: string
  label?: string
}): CtaBannerContent => ({ title, body, cta: { label }, tone: 'primary' })
