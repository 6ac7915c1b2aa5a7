// FAQ of /for-cpa-firms. A module of its own, named after its page's registry id: the /faq hub finds it by that name.
import { ONBOARDING, TRIAL_DAYS } from '../constants'
import { CLAIMS, SECURITY, SERVICE_LEVELS } from '../claims'
import {
  cpaClientDisclosure,
  cpaSupervision,
  cpaTaxpayerConsent,
  noLongContracts,
  rateScope,
  usOverlap,
} from '../phrases'
import type { FaqContent } from '../types'

export const faq = {
  id: 'faq',
  eyebrow: 'FAQ',
  title: 'Questions CPA Firms Ask Us',
  items: [
    {
      id: 'white-label',
      question: 'Can your team work under our firm name?',
      answer: [
        `Yes. ${cpaSupervision} Deliverables carry your firm's branding and follow your templates, and the engagement letter, the fee and the signature on every return remain yours.`,
        `White-label does not mean undisclosed. ${cpaClientDisclosure}`,
      ],
    },
    {
      id: 'data-security',
      question: 'How do you protect our client data?',
      answer: [
        `Every safeguard of our data security framework applies to your engagement, and we answer your security questionnaire in writing before any client data is shared. Staff sign in with ${SECURITY.twoFactor} and work on managed devices with restricted downloads, and access is granted per client and removed the day an assignment ends. We can also work entirely inside your own virtual desktop or document management system, so client files never leave your environment.`,
      ],
    },
    {
      id: 'confidentiality-and-ndas',
      question: 'Will you sign our NDA and confidentiality terms?',
      answer: [
        `Yes. We sign your firm NDA before any client data is shared, and every team member assigned to you signs individual confidentiality agreements as a condition of employment. We can also sign data processing terms that reflect your own obligations to clients. ${cpaTaxpayerConsent}`,
      ],
    },
    {
      id: 'which-software',
      question: 'Which software can your team work in?',
      answer: [
        'Our accountants work daily in QuickBooks Online, Xero, Sage and Zoho Books, payroll platforms such as Gusto and ADP, Bill.com for payables and Expensify for expenses. For tax and practice management tools, we work inside the licenses your firm already holds, through remote access you control. We do not ask you to change your workflow or move client files.',
      ],
    },
    {
      id: 'time-zones',
      question: 'How do you handle the time zone difference?',
      answer: [
        `Client-facing staff work shifts that overlap ${usOverlap} with US business hours, so your team can hand over work in the morning and talk it through while both offices are open. Work handed over at the end of your day can move forward during your night. Questions get a reply ${SERVICE_LEVELS.reply}, and your account manager is reachable throughout the overlap.`,
      ],
    },
    {
      id: 'onboarding-time',
      question: 'How long does it take to get started?',
      answer: [
        `Most firms are onboarded in ${ONBOARDING.cpa}. In that time we sign the NDA, set up secure access, walk through your checklists, review standards and a few completed files, and assign a dedicated team. The first clients usually start during the same week, beginning with recurring work such as reconciliations or write-ups where your reviewers can quickly compare output.`,
      ],
    },
    {
      id: 'pricing',
      question: 'How is the service priced?',
      answer: [
        `By the hour, for the hours your team hands us. ${rateScope} Financial statements and workpapers prepared from a client's books are bookkeeper hours.`,
        `There is no setup fee, and there are ${noLongContracts}. Most firms save up to ${CLAIMS.cpaSavingPercent}% compared with hiring locally, because there are no recruiting fees, benefits or idle time outside busy season.`,
      ],
    },
    {
      id: 'free-trial',
      question: 'Can we test the team before committing?',
      answer: [
        `Yes. Every firm starts with a ${TRIAL_DAYS}-day free trial, without a credit card. We suggest picking a small group of clients with recurring work, such as monthly write-ups or bank reconciliations, so your reviewers can judge accuracy, communication and turnaround on real files. If the work does not meet your standard, you stop without owing anything.`,
      ],
    },
    {
      id: 'busy-season',
      question: 'Can you add capacity for busy season?',
      answer: [
        'Yes. Tell us your expected volume a few weeks ahead and we add trained accountants to your team before the deadlines, familiar with your checklists from the start. After the season you scale back down, and you pay only for the hours worked. Many firms use the extra capacity to move write-ups and workpaper preparation off their own staff during filing season.',
      ],
    },
    {
      id: 'review-layers',
      question: 'How do you make sure the work is accurate?',
      answer: [
        'Before anything reaches you, the preparer checks it against your checklist, a senior accountant reviews it and your account manager gives it a final check. Review notes from your team are logged and fed back into the checklist, so the same comment does not come back twice. Your firm remains the final reviewer and signer.',
      ],
    },
    {
      id: 'who-is-on-the-team',
      question: 'Who will be working on our clients?',
      answer: [
        `The same accountants on your firm's work every month, led by one account manager. Each passed our ${CLAIMS.vettingSteps}-step vetting, which only the top ${CLAIMS.topTalentPercent}% of candidates clear, with resumes scored across ${CLAIMS.skillLevels} skill levels and technical tests in US accounting, payroll and tax. The team stays the same over time, so knowledge of your clients builds up rather than resetting.`,
      ],
    },
    {
      id: 'client-communication',
      question: 'Will your team talk to our clients directly?',
      answer: [
        'Only if you want them to. Many firms keep all client contact in-house and have our team send document requests through the firm. Others let our staff request bank statements and answer routine bookkeeping questions under the firm name, using your email domain. We agree on the rules during onboarding and follow them on every engagement.',
      ],
    },
  ],
} satisfies FaqContent
