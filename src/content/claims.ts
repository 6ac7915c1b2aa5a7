// Owner-supplied (see site.ts): what the copy claims about the company beyond its contact details. The figures the
// pages repeat, the security baseline and the tools behind it, the hiring steps, the company timeline and the reply
// time. The figures are the specification's and the rest was written for the site; each is a sample until the owner
// confirms it, and `npm run launch-check` lists it, with its field, until then.
import { range } from './constants'
import type { Card, ClaimFigures, SecurityBaseline, SecurityItem } from './types'

/** The figures the copy repeats: savings, clients served, review and hiring. */
export const CLAIMS = {
  /** Up to this much saving for CPA firms, in percent. */
  cpaSavingPercent: 60,
  /** Saving against in-house staff, in percent. */
  inHouseSavingPercent: [40, 60],
  /** Hours a month an owner who keeps their own books gets back (40+). */
  hoursSavedPerMonth: 40,
  founders: '100+',
  smbs: '100+',
  stoneYears: '5+',
  /** Clients at the start, and clients served since. */
  clientGrowth: [5, 500],
  reviewLayers: 3,
  /** The About page's wording of the review process: this many checks, made across the review layers. */
  accuracyChecks: 7,
  vettingSteps: 7,
  topTalentPercent: 5,
  candidatesPerHire: 20,
  skillLevels: 10,
  /** Hours a day client-facing staff are available within US business hours, [low, high]. */
  usHoursPerDay: [7, 9],
  sample: true,
} as const satisfies ClaimFigures & { sample: boolean }

/** The security baseline: how data is encrypted and protected, stated the same way wherever it is stated. */
export const SECURITY = {
  encryption: '256-bit AES',
  twoFactor: 'strict two-factor authentication',
  /** Aligned with, never certified against or conformant to. */
  standard: 'ISO 27001',
  backups: 'daily',
  sample: true,
} as const satisfies SecurityBaseline & { sample: boolean }

/** The data security framework (home and CPA pages): five safeguards, the tools behind each and what it promises. */
export const SECURITY_PRACTICES: { items: SecurityItem[]; sample: boolean } = {
  items: [
    {
      title: 'Encryption everywhere',
      description:
        'Work happens only on company-managed laptops with full-disk encryption, and bank statements are never stored on them: they stay in your systems and our encrypted document store.',
      tools: ['BitLocker', 'FileVault', 'Microsoft Intune'],
    },
    {
      title: 'Access control and 2FA',
      description: `Every login is protected by ${SECURITY.twoFactor}. Role-based access means each team member sees only the client files they work on, and access is removed the day someone leaves a pod.`,
      tools: ['Microsoft Entra ID', 'Microsoft Authenticator', '1Password'],
    },
    {
      title: 'Secure document exchange',
      description:
        'Bank statements, payroll files and tax documents move through encrypted client portals and shared drives with expiring links, never as plain email attachments.',
      tools: ['ShareFile', 'Google Workspace', 'Microsoft SharePoint'],
    },
    {
      title: 'Monitoring and audit trails',
      description: `Endpoint protection, login alerts and the audit logs of your accounting software record who changed what and when, under procedures aligned with ${SECURITY.standard}.`,
      tools: ['Microsoft Defender for Endpoint', 'QuickBooks Audit Log', 'Xero History and Notes'],
    },
    {
      title: 'Backups and continuity',
      description: `Working files are backed up ${SECURITY.backups} with tested restores, and delivery teams in more than one city keep your month-end on schedule through outages or holidays.`,
      tools: ['Veeam', 'Microsoft OneDrive', 'Azure Backup'],
    },
  ],
  sample: true,
}

/** The talent screening (home and CPA pages): each step a hire passes, as the hiring team runs it. */
export const HIRING: { steps: Card[]; sample: boolean } = {
  steps: [
    {
      icon: 'document-magnifying-glass',
      title: 'Resume scoring',
      description: `Every application is scored across ${CLAIMS.skillLevels} skill levels, from US GAAP knowledge and reconciliation experience to software depth and industry exposure. Only the strongest profiles move on.`,
    },
    {
      icon: 'calculator',
      title: 'Accounting test',
      description:
        'A timed written test on journal entries, accruals, bank reconciliations and reading a P&L and balance sheet, marked by our senior accountants.',
    },
    {
      icon: 'cog-6-tooth',
      title: 'Software test',
      description:
        'Hands-on tasks in QuickBooks Online and Xero sandbox files: categorizing transactions, matching bank feeds, running reports and fixing common setup mistakes.',
    },
    {
      icon: 'chat-bubble-left-right',
      title: 'English and communication interview',
      description: `A live interview on written and spoken English and on explaining numbers to a non-accountant. Client-facing roles must also be available ${range(CLAIMS.usHoursPerDay)} hours a day within US business hours.`,
    },
    {
      icon: 'briefcase',
      title: 'Case study on real US books',
      description:
        'Candidates work through an anonymized set of US small-business books with uncategorized transactions, an account that does not reconcile and missing bills, then walk a reviewer through every fix.',
    },
    {
      icon: 'identification',
      title: 'Background and reference check',
      description:
        'We verify identity, education and past employment, speak with former managers and have every hire sign confidentiality and data-handling agreements before any client access.',
    },
    {
      icon: 'check-badge',
      title: 'Supervised trial',
      description:
        "New hires close client-style books under a senior reviewer, and only once that work passes review do they join a pod and see a client's files.",
    },
  ],
  sample: true,
}

/** The year the company started ("Years of experience" counts from it; the timeline in timeline.ts opens with it). */
export const FOUNDED_YEAR = '2015'

/** The one reply-time promise every page makes: how soon a client or visitor hears back. */
export const SERVICE_LEVELS = { reply: 'within one business day', sample: true } as const

/**
 * Who signs the income tax returns LaunchPad prepares, as their paid preparer (a US CPA or enrolled agent): a phrase
 * that ends "Each income tax return is reviewed and signed, as its paid preparer, by …".
 */
export const TAX_RETURNS = { signer: 'a US CPA or enrolled agent, ours or yours', sample: true } as const
