// Contact: the booking destination of every consultation button, contact channels and offices (/contact).
import { TRIAL_DAYS, STRATEGY_CALL_MINUTES } from '@/content/constants'
import { PRACTICES } from '@/content/practices'
import { BRAND, CONTACT } from '@/content/site'
import type { ContactPageContent } from '@/content/types'

export const contactPage = {
  meta: {
    title: `Contact ${BRAND.name} for Bookkeeping Help, Book a Call Now`,
    description: `Book a free consultation with ${BRAND.name}: talk through your bookkeeping, payroll or CPA partnership needs with a finance expert. Offices in the US and India.`,
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
      'Whether your books are a few months behind, you are hiring your first employee, or your firm needs extra hands before busy season, start with a conversation. You will speak with a finance expert, not a sales script.',
      `Tell us what you are dealing with and we will tell you plainly how we would handle it, what it would cost and how soon your pod could start.`,
    ],
    cta: { label: 'Book a Free Consultation' },
    illustration: 'hero-contact',
  },

  booking: {
    id: 'book',
    eyebrow: 'Free consultation',
    title: 'Book a Free Consultation',
    intro: `A free call with a ${BRAND.name} finance expert to review where your books stand today and what a dedicated finance pod would take off your plate. Founders, small business owners and CPA firms all start here.`,
    steps: [
      'We ask about your business, your current software and who handles the books today.',
      'We point out the gaps we see, from missed reconciliations to payroll or sales tax risks.',
      'We recommend a pod, the monthly hours it would take and what it would cost.',
      `If it fits, we schedule onboarding and your ${TRIAL_DAYS}-day free trial.`,
    ],
    cta: { label: 'Choose a Time for Your Call' },
    note: `It helps to know the name of your accounting software, roughly how many transactions and employees you have each month, and any deadline that is worrying you. Nothing else is needed, and there is no pressure to sign anything on the call. CPA firms can use it as their ${STRATEGY_CALL_MINUTES}-minute strategy call.`,
  },

  channels: {
    eyebrow: 'Reach us directly',
    title: 'Prefer Email or Phone?',
    intro: `We reply to every message ${PRACTICES.reply.text}. Phone lines are open ${CONTACT.hours.text}.`,
    items: [
      {
        title: 'General inquiries',
        description:
          'Questions about bookkeeping, payroll, AP/AR, catch-up work or LaunchPad, pricing, or an existing engagement.',
        email: CONTACT.general.email,
        phone: CONTACT.general.phone,
      },
      {
        title: 'Partnerships & CPA collaboration',
        description:
          'CPA and accounting firms looking for white-label support, software partners and referral partners.',
        email: CONTACT.partnerships.email,
        phone: CONTACT.partnerships.phone,
      },
    ],
  },

  offices: {
    eyebrow: 'Where we work',
    title: 'Our Offices',
    intro:
      'Our teams work from India and the United States, so someone is always close to your books and your business hours.',
  },

  closingBanner: {
    title: 'Ready to Get Started?',
    body: 'No contracts. No pressure. Just clarity.',
    cta: { label: 'Book A Free Consultation' },
    tone: 'primary',
  },
} satisfies ContactPageContent
