// Owner-supplied (see site.ts): the founding team on the About page. Samples until the owner supplies the real people.
import { CLAIMS } from './claims'
import type { TeamMember } from './types'

/** The founding team (About). */
export const FOUNDERS: TeamMember[] = [
  {
    image: 'monogram',
    sample: true,
    name: 'Ankit Mehta',
    role: 'Co-founder and CEO',
    description:
      'Ankit is a chartered accountant who spent the early part of his career on outsourced engagements for US accounting firms. He saw small businesses struggle with rotating freelancers and started the company to give them a steady team instead. He leads strategy and client partnerships and still joins onboarding calls for new pods when his calendar allows.',
  },
  {
    image: 'monogram',
    sample: true,
    name: 'Sarah Whitman',
    role: 'Co-founder and Head of US Client Success',
    description:
      'Sarah ran finance operations for a group of Florida design and construction businesses before joining as a co-founder. From our US office she works with owners, founders and CPA partners on scope, onboarding and escalations, and makes sure every monthly report answers the questions a US business owner actually asks, in plain language and on time.',
  },
  {
    image: 'monogram',
    sample: true,
    name: 'Neha Agarwal',
    role: 'Co-founder and Head of Accounting Operations',
    description: `Neha built the review process that every report passes before delivery and the ${CLAIMS.vettingSteps}-step screening every hire goes through. She oversees the delivery teams in Jaipur and Gurugram, sets the month-end close standards for each industry we serve, and personally trains every new account manager on US GAAP, month-end review and clear client communication.`,
  },
  {
    image: 'monogram',
    sample: true,
    name: 'Vikram Rathore',
    role: 'Co-founder and Head of Technology and Security',
    description:
      'Vikram designed the security framework that protects client data, from device management and access control to backups and audit trails. He sets up the tools every pod works in, leads our work with QuickBooks Online, Xero and payroll integrations, and answers the security questionnaires that CPA firms and larger clients send before they sign. He is also building the AI finance assistant that is coming to clients next.',
  },
]
