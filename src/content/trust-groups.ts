// The groups /security states the practices in, each under its anchor and heading (content/pages/security.ts); a
// practice of the owner's own names one (settings/practices.yml `more`, which the CMS offers them as). A module of its
// own, so only /security and the build carry the headings.
export const TRUST_GROUP_LABELS = {
  'your-data': 'The Life of Your Data',
  'access-and-money': 'Access and Money',
  people: 'Who Does the Work, and Who Checks It',
  regulated: 'Regulated Work',
  'working-together': 'Working Together',
  'data-tools': 'Where Client Data Is Held',
} as const
export type TrustGroupId = keyof typeof TRUST_GROUP_LABELS
export const TRUST_GROUPS = Object.keys(TRUST_GROUP_LABELS) as TrustGroupId[]
