// The credentials an author may hold (author-schema.ts), as the review line writes them ("Reviewed by …, CPA, on …")
// and as structured data names them. Kept apart from the schema, so the pages that name one load no schema library.
export const CREDENTIALS = {
  CPA: { name: 'Certified Public Accountant', licensedBy: 'state' },
  EA: { name: 'Enrolled Agent', licensedBy: 'IRS' },
} as const
export type CredentialTitle = keyof typeof CREDENTIALS
