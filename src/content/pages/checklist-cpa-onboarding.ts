// A CPA firm's offshore onboarding as a checklist to tick (/resources/cpa-offshore-onboarding-checklist): the NDA, the
// clients' notice and consent, least-privilege access and review, each safeguard in the owner's own words (the
// practices of content/settings/practices.yml), so this page and /security cannot disagree. The build writes its files.
import { STRATEGY_CALL_MINUTES } from '@/content/constants'
import { checklistBanner } from '@/content/resources/checklist-copy'
import { practiceLink } from '@/content/fact-phrases'
import { PRACTICES } from '@/content/practices'
import { BRAND } from '@/content/site'
import type { ChecklistPageContent } from '@/content/types'

const strategyCall = `Book a ${STRATEGY_CALL_MINUTES}-Minute Strategy Call`

export const cpaOnboardingChecklist = {
  meta: {
    title: `Offshore Staffing Onboarding Checklist for CPA Firms | ${BRAND.name}`,
    description:
      'A CPA firm’s checklist for bringing in offshore staff: the NDA, telling clients (AICPA ET 1.150.040), the taxpayer’s section 7216 consent, least-privilege access and review. Tick, print or download.',
    keywords: [
      'CPA firm offshore onboarding checklist',
      'section 7216 consent checklist',
      'AICPA outsourcing disclosure',
      'offshore accounting staff onboarding',
      'least privilege access accounting firm',
    ],
  },
  hero: {
    eyebrow: 'Free checklist · CPA firms',
    title: 'Offshore Onboarding Checklist for CPA Firms',
    lead: [
      'What a firm settles before offshore staff see a client’s books: the confidentiality agreement, the client’s notice and consent, access limited to each role, and who reviews what. Tick each step as it is done, and keep the list with the engagement file.',
    ],
    // The page's own action leads; booking stays in the header and the closing banner (visual review 77).
    cta: {
      label: 'Go to the checklist',
      link: { to: '/resources/cpa-offshore-onboarding-checklist', hash: 'checklist' },
    },
    illustration: 'hero-cpa',
  },
  review: { lastReviewed: '2026-11-29', sample: true },
  source: `How we work with firms, safeguard by safeguard: ${practiceLink('cpa', 'white-label work under your supervision')}, ${practiceLink('onboarding', 'an NDA before any access')} and ${practiceLink('whoSees', 'who can open client files')}. The rules on consent and disclosure are your firm’s to apply: check them with your own counsel.`,
  sections: [
    {
      id: 'agreements',
      title: 'Agreements before any access',
      items: [
        {
          id: 'nda',
          text: 'Have us sign your firm’s NDA, or sign our confidentiality agreement, before anyone on our side has access.',
        },
        {
          id: 'supervision',
          text: 'Agree in writing which work our staff do under your engagement, review and supervision.',
        },
        {
          id: 'scope',
          text: 'Choose the clients and the kinds of work the offshore team starts with, such as write-up and reconciliations.',
        },
      ],
    },
    {
      id: 'clients',
      title: 'Your clients: notice and consent',
      items: [
        { id: 'client-notice', text: PRACTICES.cpa.clientDisclosure },
        { id: 'taxpayer-consent', text: PRACTICES.cpa.taxpayerConsent },
        {
          id: 'social-security-numbers',
          text: 'For individual returns (the Form 1040 series), the section 7216 regulations limit disclosing a taxpayer’s Social Security number to a preparer outside the US: agree with your counsel how numbers are masked or protected before any return reaches the team.',
        },
        {
          id: 'consents-on-file',
          text: 'Keep each client’s signed consent with the engagement file before their information is shared.',
        },
      ],
    },
    {
      id: 'access',
      title: 'Access limited to each role',
      items: [
        {
          id: 'least-privilege',
          text: 'Give each role only the access its work needs: accountant access to each client’s ledger, read-only bank feeds and user logins in their payroll and bill-pay tools and, for sales tax work, in each state’s sales tax account, but no banking password.',
        },
        {
          id: 'named-users',
          text: 'Invite each team member as a named user in your own systems, with the role their work needs and no shared logins.',
        },
        {
          id: 'access-ends',
          text: 'Agree how access is removed, and that it ends the day someone leaves your pod.',
        },
      ],
    },
    {
      id: 'review-and-calendar',
      title: 'Review and the calendar',
      items: [
        {
          id: 'reviewer',
          text: 'Name the reviewer at your firm who signs off each kind of work, after our preparer, senior accountant and account manager.',
        },
        {
          id: 'calendar',
          text: 'Agree each client’s close date, and the day each week open questions reach your firm.',
        },
        {
          id: 'start-small',
          text: 'Start with a few clients during the free trial, then add more as your reviewers sign off the work.',
        },
      ],
    },
  ],
  closingBanner: checklistBanner({
    title: 'Ready to Add Offshore Staff to Your Firm?',
    body: 'Tell us which work your firm wants to hand over and how it reviews it. We will show you how a pod would work under your supervision.',
    label: strategyCall,
  }),
} satisfies ChecklistPageContent
