// /security: the whole trust story in one place, each practice and safeguard of the owner's inventory stated whole
// under its own anchor (/security#documents), so every other page can state it in a few words and link here. Nothing
// here is new: the words are the inventory's (settings/practices.yml, settings/claims.yml); this module only
// arranges them and gives each a heading. Every practice of the inventory has its place (a test holds it to that).
import { HIRING, SAFEGUARDS, SECURITY } from '@/content/claims'
import { encryption, rateScope, returnSigning, reviewLayers } from '@/content/fact-phrases'
import { orList, upperFirst } from '@/content/phrases'
import { PRACTICES } from '@/content/practices'
import { linkTo } from '@/content/registry'
import { BRAND } from '@/content/site'
import type { SecurityPageContent, TrustGroup, TrustItem } from '@/content/types'
import type { PRACTICE_LABELS } from '@/content/settings-schema'
import { TRUST_GROUP_LABELS, type TrustGroupId } from '@/content/trust-groups'

type Practice = keyof typeof PRACTICE_LABELS
/** A practice under its anchor: the practice's name in kebab case, so `whoSees` is /security#who-sees. */
const practice = (name: Practice, title: string, paragraphs: string[], more: Partial<TrustItem> = {}): TrustItem => ({
  id: name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
  title,
  paragraphs,
  ...more,
})
const { tools } = PRACTICES
/**
 * A group of practices under its anchor and heading (TRUST_GROUP_LABELS, which the CMS offers too), the practices the
 * page places first, then each practice of the owner's own (practices.yml `more`) that names the group.
 */
const group = (id: TrustGroupId, items: TrustItem[], intro?: string): TrustGroup => ({
  id,
  title: TRUST_GROUP_LABELS[id],
  ...(intro && { intro }),
  items: [
    ...items,
    ...PRACTICES.more
      .filter((more) => more.group === id)
      .map(({ id, title, text }) => ({ id, title, paragraphs: [text] })),
  ],
})

export const securityPage = {
  meta: {
    title: `Security and How We Work With Your Books | ${BRAND.name}`,
    description: `How ${BRAND.name} protects client data and money: encryption, access, where documents are kept, who reviews the work, tax and payroll safeguards, and the documents we share on request.`,
    keywords: [
      'outsourced bookkeeping security',
      'offshore bookkeeping data protection',
      'bookkeeping vendor security review',
      'IRC section 7216 consent offshore preparer',
      'client data retention bookkeeping',
    ],
  },

  hero: {
    eyebrow: 'Security and practices',
    title: 'How We Protect Your Books, Data and Money',
    lead: [
      'Every practice we follow with your data, your money and your filings, in full and in one place, with the tools behind each.',
    ],
    cta: { label: 'Request a Security Review' },
    illustration: 'trust-security',
  },

  reviewed: { label: 'Last reviewed', date: SECURITY.lastReviewed },
  contentsTitle: 'On this page',

  glance: {
    title: 'Controls at a Glance',
    statuses: {
      'in-place': 'In place',
      aligned: 'Aligned, not certified',
      nda: 'Available under NDA',
      request: 'Available on request',
    },
    controls: [
      ...SAFEGUARDS.map(({ id, title }) => ({ id, title, status: 'in-place' as const })),
      { id: 'baseline', title: `Procedures aligned with ${SECURITY.standard}`, status: 'aligned' as const },
    ],
    documents: { title: 'Documents you can ask for', status: SECURITY.nda ? ('nda' as const) : ('request' as const) },
  },

  baseline: {
    id: 'baseline',
    title: 'The Security Baseline',
    items: [
      { term: 'Encryption', detail: upperFirst(encryption) },
      { term: 'Sign-in', detail: upperFirst(SECURITY.twoFactor) },
      { term: 'Procedures', detail: SECURITY.standardNote },
      { term: 'Backups', detail: upperFirst(SECURITY.backups) },
    ],
  },

  groups: [
    {
      id: 'safeguards',
      title: 'Safeguards and the Tools Behind Them',
      items: SAFEGUARDS.map(({ id, title, description, tools }) => ({ id, title, paragraphs: [description], tools })),
    },
    group('your-data', [
      practice('beforeSignup', 'Before you sign up', [PRACTICES.beforeSignup.text]),
      practice('exchange', 'How documents reach us', [PRACTICES.exchange.text]),
      practice('books', 'Your software stays yours', [PRACTICES.books.text]),
      practice('documents', 'Where our copies are kept', [PRACTICES.documents.text]),
      practice('whoSees', 'Who can open your files', [PRACTICES.whoSees.text]),
      practice('employeeData', 'Employee records', [PRACTICES.employeeData.text]),
      practice('offboarding', 'When you leave', [PRACTICES.offboarding.text]),
    ]),
    group('access-and-money', [
      practice('access', 'The access we ask for', [PRACTICES.access.text], {
        listTitle: 'We never ask for',
        list: PRACTICES.access.never,
        never: true,
      }),
      practice('payments', 'Payments and bank details', [PRACTICES.payments.text]),
    ]),
    group('people', [
      practice(
        'review',
        `${PRACTICES.review.layers.length} layers of review`,
        ['Every report passes each layer before it reaches you:'],
        { list: reviewLayers.map(upperFirst) },
      ),
      practice('staffing', 'A dedicated pod', [PRACTICES.staffing.text]),
      practice('locations', 'Where we work', [PRACTICES.locations.text]),
      {
        id: 'hiring',
        title: 'How we hire',
        paragraphs: [`Everyone we hire passes ${HIRING.steps.length} steps before seeing a client’s files:`],
        list: HIRING.steps.map((step) => step.title),
      },
      practice('experts', 'US-based finance experts', [
        `When a tax question needs one, the expert we bring in is ${PRACTICES.experts.text}.`,
      ]),
    ]),
    group(
      'regulated',
      [
        practice('taxReturns', 'Tax returns', [returnSigning, PRACTICES.taxReturns.consent]),
        practice('payrollTaxes', 'Payroll taxes', [PRACTICES.payrollTaxes.text]),
        practice('workerClassification', 'Employees and contractors', [PRACTICES.workerClassification.text]),
        practice('salesTax', 'Sales tax', [PRACTICES.salesTax.text]),
        practice('cpa', 'Work for CPA firms', [
          PRACTICES.cpa.supervision,
          PRACTICES.cpa.taxpayerConsent,
          PRACTICES.cpa.clientDisclosure,
        ]),
      ],
      'Where the law puts a decision or a signature with you, your CPA or an enrolled agent, we say so.',
    ),
    group('working-together', [
      practice('consultation', 'The free call', [PRACTICES.consultation.text]),
      practice('onboarding', 'Onboarding', [PRACTICES.onboarding.text]),
      practice('trial', 'The free trial', [PRACTICES.trial.text]),
      practice('cadence', 'Every week and every month', [PRACTICES.cadence.text]),
      practice('reply', 'How soon we reply', [`You hear back from us ${PRACTICES.reply.text}.`]),
      practice('collections', 'Reminders to your customers', [PRACTICES.collections.text]),
      practice('billing', 'Billing', [
        rateScope,
        `${PRACTICES.billing.setup} ${PRACTICES.billing.invoice} [Every rate and what it covers](${linkTo('pricing').to}#billing).`,
      ]),
    ]),
    group('data-tools', [
      practice('tools', 'In your own software', [
        `Your books, payroll and bills stay in your own ${orList(tools.ledgers)}, your ${orList(tools.payroll)} account and your ${orList(tools.billPay)} account, with receipts in ${orList(tools.expenses)} where you use it. For stone fabricators we also work in ${orList(tools.fabrication)}, and for design studios in ${orList(tools.design)}.`,
      ]),
      {
        id: 'our-tools',
        title: 'In our tools',
        paragraphs: ['The tools of ours that hold client data, and what each holds:'],
        list: SECURITY.storage.map((tool) => `${tool.name}: ${tool.holds}`),
      },
    ]),
  ],

  request: {
    id: 'security-review',
    title: 'Ask for Our Security Documents',
    intro:
      'Before you sign, your IT lead or your CPA firm may review us. Book a security review call or write to us, and we share:',
    documents: SECURITY.documents.map(upperFirst),
    cta: { label: 'Request a Security Review' },
    email: { label: SECURITY.contact, href: `mailto:${SECURITY.contact}` },
  },
} satisfies SecurityPageContent

// Every anchor of the page once: a practice of the owner's own (practices.yml `more`) may not take one already used.
const anchors = [
  securityPage.baseline.id,
  securityPage.request.id,
  ...securityPage.groups.flatMap((g) => [g.id, ...g.items.map((item) => item.id)]),
]
const twice = anchors.find((id, i) => anchors.indexOf(id) !== i)
if (twice) {
  throw new Error(
    `src/content/settings/practices.yml › more: the anchor “${twice}” is already on /security; give the practice another id`,
  )
}
