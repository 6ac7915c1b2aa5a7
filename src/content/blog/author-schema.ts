// What an author's file holds (src/content/blog/authors/<id>.yml, the CMS's "Authors"): the people who write and review
// the articles. The file's name is the author's id and the address of their page, /blog/authors/<id>. Each author and
// each credential is a sample until the owner confirms it (`npm run launch-check` lists it; a build for a public
// origin refuses one): a credential shown on the site is one the owner has checked with the body that licenses it.
import * as v from 'valibot'
import { cms } from '@/content/cms-field'
import type { WithPictures } from '@/content/picture'
import { pictureField } from '@/content/picture-field'
import { CREDENTIALS, type CredentialTitle } from './credentials'

/** Where a CPA may be licensed: the states, DC and the territories with a board of accountancy. */
export const LICENSING_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  GU: 'Guam',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  MP: 'Northern Mariana Islands',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VI: 'U.S. Virgin Islands',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const
export type LicensingState = keyof typeof LICENSING_STATES

/** A bio's least length, as the founders' bios (settings-schema.ts). */
const BIO = 80
const text = (min: number, message: string) => v.pipe(v.string(message), v.trim(), v.minLength(min, message))
const sample = cms(
  v.boolean('true (a sample) or false (the confirmed fact)'),
  'Sample (not yet confirmed)',
  'On while this is a sample. Turn it off once it is real and confirmed: the launch check lists every sample left.',
)
const CREDENTIAL = `a credential: title (${Object.keys(CREDENTIALS).join(' or ')}), state for a CPA, and sample`
const STATE = 'the state that licenses them, for a CPA (an enrolled agent is licensed by the IRS: no state)'

export const authorSchema = cms(
  v.strictObject(
    {
      name: cms(text(3, 'the person’s name'), 'Name'),
      role: cms(
        text(3, 'their role, such as Senior Accountant'),
        'Role',
        'Such as Senior Accountant, Month-End Close.',
      ),
      credential: v.optional(
        cms(
          v.pipe(
            v.strictObject(
              {
                title: cms(
                  v.picklist(Object.keys(CREDENTIALS) as CredentialTitle[], CREDENTIAL),
                  'Credential',
                  'CPA (licensed by a state) or EA (an enrolled agent, licensed by the IRS).',
                ),
                state: v.optional(
                  cms(v.picklist(Object.keys(LICENSING_STATES) as LicensingState[], STATE), 'Licensing state', STATE, {
                    options: Object.entries(LICENSING_STATES).map(([value, label]) => ({ label, value })),
                  }),
                ),
                sample,
              },
              CREDENTIAL,
            ),
            v.forward(
              v.check(({ title, state }) => (CREDENTIALS[title].licensedBy === 'state') === !!state, STATE),
              ['state'],
            ),
          ),
          'Credential',
          'Optional: only one you have checked with the board that licenses it (a state board’s CPA lookup, the IRS for an enrolled agent). A reviewer needs one.',
          { launch: 'check the license with the board that issued it, then turn its sample off' },
        ),
      ),
      bio: cms(
        text(BIO, `a short bio, at least ${BIO} characters`),
        'Short bio',
        'Two or three sentences: their experience and what they work on.',
        { widget: 'text', atLeast: true, variables: true },
      ),
      picture: v.optional(
        pictureField(
          'person',
          'Photo',
          'Optional: their photo, with their permission, face in the middle (it is shown round). Without one, their initials.',
        ),
      ),
      profile: v.optional(
        cms(
          v.pipe(
            v.string('an https address of their profile'),
            v.url('an https address of their profile'),
            v.startsWith('https://', 'an https address of their profile'),
          ),
          'Profile link',
          'Optional: their public profile, such as https://www.linkedin.com/in/their-name.',
        ),
      ),
      sample,
    },
    'an author: name, role, credential, bio, picture, profile and sample',
  ),
  'Author',
  'The person who writes or reviews articles; their page lists their articles.',
  { launch: 'the real person, their role and bio, with their permission' },
)

/** An author's file as the build reads it, its photo sized (scripts/pictures.mjs). */
export type AuthorFile = WithPictures<v.InferOutput<typeof authorSchema>>
