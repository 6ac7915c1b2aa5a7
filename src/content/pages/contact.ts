// Contact: the booking destination of every consultation button, contact channels and offices (/contact).
import { TRIAL_DAYS, STRATEGY_CALL_MINUTES } from '@/content/constants'
import { LOCATIONS, PRACTICES } from '@/content/practices'
import { BRAND, CONTACT } from '@/content/site'
import type { ContactPageContent } from '@/content/types'

export const contactPage = {
  meta: {
    title: `Contact ${BRAND.name}: Book a Free Bookkeeping Consultation`,
    description: `Book a free consultation with ${BRAND.name}: talk through your bookkeeping, payroll or CPA partnership needs with one of our senior accountants. Offices in the US and India.`,
    keywords: [
      `contact ${BRAND.name}`,
      'free bookkeeping consultation',
      'book a call with an accountant',
      'outsourced bookkeeping contact',
      'CPA partnership inquiries',
      'offshore accounting firm USA',
      'bookkeeping services Florida',
    ],
  },

  hero: {
    eyebrow: 'Contact us',
    title: 'Let’s Talk Finance - Without the Jargon',
    lead: [
      'Books behind, a first hire, or a firm that needs extra hands? Start with a conversation with one of our senior accountants, not a sales script.',
    ],
  },

  booking: {
    id: 'book',
    eyebrow: 'Free consultation',
    title: 'Book a Free Consultation',
    intro: 'Founders, small business owners and CPA firms all start here.',
    steps: [
      'We ask about your business, your software and who keeps the books today.',
      'We explain how a pod would work for you, and how its work is reviewed.',
      'We suggest a pod, the monthly hours it would take and what it would cost.',
      `If it fits, your pod onboards you during a ${TRIAL_DAYS}-day free trial.`,
    ],
    cta: { label: 'Book a Free Consultation' },
    direct: { text: 'Rather write or call?', ...CONTACT.general },
    note: `Please send no documents until you become a client. CPA firms can use this call as their ${STRATEGY_CALL_MINUTES}-minute strategy call.`,
  },

  channels: {
    eyebrow: 'Reach us directly',
    title: 'Prefer Email or Phone?',
    intro: `We reply to every message ${PRACTICES.reply.text}. Phone lines are open ${CONTACT.hours.text}.`,
    items: [
      {
        title: 'General inquiries',
        description: 'Bookkeeping, payroll, AR/AP, catch-up work, LaunchPad, pricing or an existing engagement.',
        ...CONTACT.general,
      },
      {
        title: 'Partnerships & CPA collaboration',
        description:
          'Software and referral partners, and CPA firms looking for white-label support under each firm’s supervision, disclosed to its clients.',
        ...CONTACT.partnerships,
      },
    ],
  },

  offices: {
    eyebrow: 'Where we work',
    title: 'Our Offices',
    intro: LOCATIONS,
  },

  closingBanner: {
    title: 'Ready to Get Started?',
    body: 'No contracts. No pressure. Just clarity.',
    cta: { label: 'Book A Free Consultation' },
    tone: 'primary',
  },
} satisfies ContactPageContent
