// Owner-supplied (see site.ts and claims.ts): the company's history on About ("Our Team's Journey"), a sample until the
// owner confirms it. A module of its own so only About loads it; it opens with the founding year of claims.ts.
import { FOUNDED_YEAR } from './claims'
import { LAUNCHPAD } from './constants'
import type { Milestone } from './types'

/** The company's history (About, "Our Team's Journey"); the first milestone is the founding year. */
export const TIMELINE: { milestones: Milestone[]; sample: boolean } = {
  milestones: [
    {
      year: FOUNDED_YEAR,
      title: 'Where it started',
      description:
        'Our founders begin doing monthly write-up and reconciliation work for US accounting firms from a small office in Jaipur.',
    },
    {
      year: '2018',
      title: 'The first dedicated pods',
      description:
        'We move from task-based work to dedicated pods, so each client has the same team and one account manager every month.',
    },
    {
      year: '2020',
      title: 'Specializing in the stone industry',
      description:
        'Work with a natural stone distributor leads to inventory, landed-cost and job-costing expertise for distributors and fabricators.',
    },
    {
      year: '2022',
      title: 'Gurugram and Florida',
      description:
        'A second delivery team opens in Gurugram and a US office in Florida brings us closer to clients, partners and CPA firms.',
    },
    {
      year: '2024',
      title: 'LaunchPad for founders',
      description: `We launch LaunchPad, a bundle for ${LAUNCHPAD.audience}, whether they are building a startup or a small business. An AI finance assistant for clients is coming next.`,
    },
  ],
  sample: true,
}
