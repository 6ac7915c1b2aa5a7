// Contact: the booking destination of every consultation button, contact channels and offices (/contact).
import { TRIAL_DAYS, STRATEGY_CALL_MINUTES } from '@/content/constants'
import { PRACTICES } from '@/content/practices'
import { cpaWhiteLabelTerms } from '@/content/phrases'
import { BRAND, CONTACT } from '@/content/site'
import type { ContactPageContent } from '@/content/types'

export const contactPage = {
  meta: {
    title: `Contact ${BRAND.name} for Bookkeeping Help, Book a Call Now`,
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
    title: "Let's Talk Finance - Without the Jargon",
    lead: [
      'Whether your books are a few months behind, you are hiring your first employee, or your firm needs extra hands before busy season, start with a conversation. You will speak with one of our senior accountants, not a sales script.',
      'Tell us what you are dealing with. We will propose a pod, its monthly hours and its cost, and say how soon it could start.',
    ],
    cta: { label: 'Book a Free Consultation' },
    illustration: 'hero-contact',
  },

  booking: {
    id: 'book',
    eyebrow: 'Free consultation',
    title: 'Book a Free Consultation',
    intro: `A free call with one of our senior accountants about how your books, payroll and taxes are handled today and what you need. Founders, small business owners and CPA firms all start here.`,
    steps: [
      'We ask about your business, your current software and who handles the books today.',
      'We explain how a pod would work for you: who does what, and how the work is reviewed.',
      'We propose a pod, the monthly hours it would take and what it would cost.',
      `If it fits, we schedule onboarding and your ${TRIAL_DAYS}-day free trial.`,
    ],
    cta: { label: 'Choose a Time for Your Call' },
    note: `Please send no documents before the call: the booking page says what to have ready. There is no pressure to sign anything on the call. CPA firms can use it as their ${STRATEGY_CALL_MINUTES}-minute strategy call.`,
  },

  channels: {
    eyebrow: 'Reach us directly',
    title: 'Prefer Email or Phone?',
    intro: `We reply to every message ${PRACTICES.reply.text}. Phone lines are open ${CONTACT.hours.text}.`,
    items: [
      {
        title: 'General inquiries',
        description:
          'Questions about bookkeeping, payroll, AR/AP, catch-up work or LaunchPad, pricing, or an existing engagement.',
        email: CONTACT.general.email,
        phone: CONTACT.general.phone,
      },
      {
        title: 'Partnerships & CPA collaboration',
        description: `Software and referral partners, and CPA and accounting firms looking for white-label support, ${cpaWhiteLabelTerms}.`,
        email: CONTACT.partnerships.email,
        phone: CONTACT.partnerships.phone,
      },
    ],
  },

  offices: {
    eyebrow: 'Where we work',
    title: 'Our Offices',
    intro: PRACTICES.locations.text,
  },

  closingBanner: {
    title: 'Ready to Get Started?',
    body: 'No contracts. No pressure. Just clarity.',
    cta: { label: 'Book A Free Consultation' },
    tone: 'primary',
  },
} satisfies ContactPageContent
