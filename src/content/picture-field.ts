// The field an editor fills in for an uploaded picture (picture.ts): the file and its alt text.
import * as v from 'valibot'
import { cms } from '@/content/cms-field'
import { PICTURE_MAX_BYTES, PICTURE_PLACES, PICTURE_TYPES, UPLOADS, type PicturePlace } from '@/content/picture'

const FILE = `a file uploaded through the CMS: ${UPLOADS.path}/<name>.${PICTURE_TYPES.join('|')}`
/** Alt text's least length: a word or two is a label, not what the picture shows. */
const ALT_MIN = 5
const ALT = `alt text saying what the picture shows, at least ${ALT_MIN} characters`

/**
 * A picture field shown at `place`. Its `picture` note (cms-field.ts) is how the build finds it in a file, to check it
 * and size it; the CMS shows an upload button and the alt text's field.
 */
export const pictureField = (place: PicturePlace, label: string, hint: string) =>
  cms(
    v.strictObject(
      {
        src: cms(
          v.pipe(
            v.string(FILE),
            v.regex(new RegExp(`^${UPLOADS.path}/[\\w.-]+\\.(${PICTURE_TYPES.join('|')})$`, 'i'), FILE),
          ),
          'File',
          `A JPEG, PNG or WebP at least ${PICTURE_PLACES[place].min} pixels wide${
            PICTURE_PLACES[place].square ? ' and tall (it is cropped square)' : ''
          }, at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB.`,
          { widget: 'image', decap: { choose_url: false } },
        ),
        alt: cms(
          v.pipe(v.string(ALT), v.trim(), v.minLength(ALT_MIN, ALT)),
          'Alt text',
          'What the picture shows, for people who cannot see it, such as: Priya Shah, smiling, in front of a bookshelf.',
        ),
      },
      'a picture: src and alt',
    ),
    label,
    hint,
    { picture: place },
  )
