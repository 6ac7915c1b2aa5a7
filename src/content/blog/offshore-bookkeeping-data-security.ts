// Body of the blog article on evaluating data security in offshore bookkeeping; its title, date and description live in its teaser.
import { CLAIMS, SECURITY } from '../constants'
import { BRAND } from '../site'
import type { BlogArticle } from '../types'

export const offshoreBookkeepingDataSecurity = {
  slug: 'offshore-bookkeeping-data-security',
  sections: [
    {
      paragraphs: [
        'Outsourcing bookkeeping to an offshore team can lower costs and add capacity, but it also means sharing bank statements, payroll records, tax ID numbers and access to your accounting software with people you have never met. Security is a fair thing to ask about, and a good provider answers in writing and in specifics. Here is what to ask, what answers to expect, and the red flags that should end the conversation.',
      ],
    },
    {
      heading: 'How is your data protected?',
      paragraphs: ['Start with how files and records are stored, moved and recovered.'],
      list: [
        `Is data encrypted in transit and at rest? Expect encrypted connections everywhere and strong encryption, such as ${SECURITY.encryption}, for stored files and backups.`,
        'How are documents exchanged? Statements and payroll reports should move through a secure portal or a shared drive with access controls, not as e-mail attachments.',
        `How often is data backed up, where are backups kept, and how quickly can they be restored? Backups should run at least ${SECURITY.backups}.`,
        'What happens to your data when the engagement ends? Expect a written answer on returning your files, deleting every copy and confirming the deletion.',
      ],
    },
    {
      heading: 'Who can access your accounts?',
      paragraphs: [
        'Most security problems in outsourced bookkeeping come from access that is too broad or never removed, so ask how logins are managed.',
      ],
      list: [
        'Does every staff member use their own named login? Shared passwords make it impossible to tell who did what, or to remove one person without locking out everyone.',
        'Is two-factor authentication required on every system that touches client data, including e-mail, file storage and accounting software?',
        'Is access based on least privilege? A bookkeeper who categorizes transactions does not need permission to move money or add bank payees.',
        'Is there an audit trail? QuickBooks Online and Xero both record changes by user, and the provider should keep similar logs for its own systems.',
        'How is access removed when someone leaves the team? Offboarding should revoke every login the same day and be documented.',
      ],
    },
    {
      heading: 'Who are the people doing the work?',
      paragraphs: [
        'Technology only goes so far; the people with access to your books matter as much. Ask what background and reference checks staff pass before they are hired, whether every employee signs a confidentiality agreement, and whether the firm will sign a nondisclosure agreement with you.',
        'Then ask about devices. Staff should work on company-managed computers with disk encryption, automatic screen locks and current security updates, with limits on USB storage, personal e-mail and printing. If people work from home as well as from an office, the same rules should apply in both places.',
      ],
    },
    {
      heading: 'Standards and reports worth asking for',
      paragraphs: [
        `${SECURITY.standard} is the international standard for an information security management system. A certified provider has been audited by an accredited certification body; a provider that is ${SECURITY.standard}-aligned follows its controls without holding a certificate. Either can be reasonable, but the provider should tell you plainly which one applies.`,
        'SOC reports are issued by independent CPA firms. A SOC 2 Type II report tests whether security controls worked as described over a period of time, while a Type I report only looks at their design at a single point in time. If a provider has a report, ask for a copy. If it does not, ask for its written security policies and how it checks that staff follow them.',
      ],
    },
    {
      heading: 'Red flags',
      paragraphs: ['Any one of these is a reason to keep looking:'],
      list: [
        'The provider asks for your online banking password, or for your own accounting software login instead of being invited as a user.',
        'A whole team works from one shared login.',
        'Answers like "your data is safe with us" with no written policy behind them.',
        'No clear plan for returning and deleting your data when you leave.',
        'Claims of certification the provider cannot back up with a certificate or an audit report.',
        'Turnover so frequent that you never know who is working on your books.',
      ],
    },
    {
      heading: `How ${BRAND.name} handles it`,
      paragraphs: [
        `${BRAND.name} protects client data with ${SECURITY.encryption} encryption, ${SECURITY.twoFactor} and ${SECURITY.standard}-aligned security procedures. We say aligned because we follow the standard's controls; we do not claim certification. Client data is backed up ${SECURITY.backups}, and our work in your books leaves an audit trail of who changed what and when.`,
        `You stay in control of access: you invite the named members of your finance pod as users in QuickBooks Online, Xero or your payroll system, with only the permissions their work needs, and you can remove anyone at any time. Every team member passes ${CLAIMS.vettingSteps}-step vetting before working on client books, and your dedicated account manager is your single point of contact. Before you sign anything, ask us every question in this article; we will answer in writing.`,
      ],
    },
  ],
  closingBanner: {
    title: 'Questions about data security? Book a free consultation.',
    body: 'Walk through our security practices with a finance expert and get clear answers before you share a single file.',
    cta: { label: 'Book a Free Consultation' },
  },
} satisfies BlogArticle
