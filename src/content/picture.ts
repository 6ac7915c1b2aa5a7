// A picture uploaded through the CMS (an article's cover or a picture in its text, an author's, a founder's or a
// client's photo): where uploads go, the places the layout shows pictures at, and what the build makes of one.
// scripts/pictures.mjs checks each against its place and sizes it at build time; the field an editor fills in is
// picture-field.ts (kept apart, so a page that reads a place's `sizes` loads no schema library).

/** Where the CMS saves uploads in the repository, and the address it writes for them in a field or in Markdown. */
export const UPLOADS = { folder: 'src/content/uploads', path: '/uploads' } as const

/** The files a picture may be: photographs and screenshots (a drawing is an illustration, src/assets). */
export const PICTURE_TYPES = ['jpg', 'jpeg', 'png', 'webp'] as const
/** Larger files are refused: a camera's original belongs resized before it is uploaded. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024

/**
 * The places a picture is shown. `shown`: the most CSS pixels it is shown at, its width attribute; `widths`: the files
 * the build makes for screens of every density (up to twice `shown`, none wider than the upload); `min` and `max`: the
 * upload's width (the shorter side for a square place) below which it would be blurred and above which it is a camera
 * original to resize first; `sizes`: how wide the layout shows it, for the browser's choice of file.
 */
export const PICTURE_PLACES = {
  /** The article's column (container-site max-w-3xl): its cover, the pictures in its text, and the cards of lists. */
  column: {
    what: 'a picture in an article',
    shown: 720,
    widths: [400, 720, 1080, 1440],
    min: 720,
    max: 6000,
    square: false,
    sizes:
      '(min-width: 64rem) 704px, (min-width: 48rem) 720px, (min-width: 40rem) calc(100vw - 3rem), calc(100vw - 2rem)',
  },
  /** A person, drawn round (avatar.tsx): cropped square, at most 64 CSS pixels. */
  person: {
    what: 'a person’s picture',
    shown: 64,
    widths: [64, 128],
    min: 128,
    max: 4000,
    square: true,
    sizes: '64px',
  },
} as const
export type PicturePlace = keyof typeof PICTURE_PLACES

/**
 * What the build makes of an upload (ui/picture.tsx draws it): a file per width in each format, at
 * `${path}-${width}.avif`, `.webp` and `.${type}` (the fallback: JPEG, or PNG for a PNG upload). Said this shortly, a
 * page carries a few dozen bytes per picture, not its every address.
 */
export type Picture = {
  /** The files' address without width and format: /assets/pictures/<name>-<hash>. */
  path: string
  /** The widths made, smallest first. */
  widths: number[]
  type: 'jpg' | 'png'
  /** Its place's `shown` width and the height at the upload's proportions (square for a person). */
  width: number
  height: number
  alt: string
}

/** What an editor gives: the uploaded file and the alt text. */
export type PictureInput = { src: string; alt: string }

/** A value with every uploaded picture in it as the build gives it (scripts/pictures.mjs resolves each). */
export type WithPictures<T> = T extends PictureInput
  ? Picture
  : T extends object
    ? { [K in keyof T]: WithPictures<T[K]> }
    : T
