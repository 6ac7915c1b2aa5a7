// What /book and /booked both show about the call once it is booked. A module of its own, apart from the sections
// most pages share (sections.ts), so the pages that do not book carry none of it.
import { TRIAL_DAYS } from './constants'
import { practiceLink } from './fact-phrases'
import type { BookingTopicContent, NextStep, ProcessContent } from './types'

/** Before, on and after the call: /book shows it, and /booked after a scheduler's redirect. */
export const afterBooking: ProcessContent = {
  id: 'next',
  eyebrow: 'What happens next',
  title: 'Before, On and After the Call',
  items: [
    {
      icon: 'calendar-days',
      number: 1,
      title: 'Before the call',
      description: `${practiceLink('beforeSignup', 'Send nothing beforehand')}: on the call we ask for your software, rough monthly counts of accounts, transactions, bills and employees, and any deadline.`,
    },
    {
      icon: 'chat-bubble-left-right',
      number: 2,
      title: 'On the call',
      description:
        'A senior accountant asks how your books, payroll and taxes are handled today and what you need. There is no pressure to sign anything.',
    },
    {
      icon: 'document-check',
      number: 3,
      title: 'After the call',
      description: `Where books are behind, a catch-up comes first, billed by the hour under an NDA. Then, if it fits, your pod onboards you during a ${TRIAL_DAYS}-day free trial: if you stop, ${practiceLink('trial')}.`,
    },
  ],
}

/** What a visitor reads once the online calendar has booked the call: on /book, and on /booked after a redirect. */
export const bookedConfirmation =
  'Thank you. The invitation is on its way to the email address you gave; the link in it lets you change the time or cancel.'

const NEXT_STEPS: NextStep[] = ['before', 'on', 'after']

/**
 * The steps as a topic tells them: its own words where it has them (a catch-up is billed from its start, a CPA firm's
 * call is about its clients).
 */
export function nextFor(next: ProcessContent, topic: BookingTopicContent): ProcessContent {
  const own = topic.next
  if (!own) return next
  const items = next.items.map((item, index) => {
    const step = NEXT_STEPS[index]
    return { ...item, description: (step && own[step]) ?? item.description }
  })
  return { ...next, items }
}
