// Uploaded pictures at build time (scripts/pictures.mjs): each is checked against the place it is shown at, and made
// in AVIF, WebP and a fallback at the widths that place needs, upright and without the camera's metadata. A person's
// photo in a settings file is checked the same way, named by its field.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { stringify } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readContentFile } from '../../scripts/content-files.mjs'
import { describePicture, pictureFile } from '../../scripts/pictures.mjs'
import * as rules from '../../src/content/picture'
import { SETTINGS_SCHEMAS } from '../../src/content/settings-schema'
import { TESTIMONIALS } from '../../src/content/testimonials'
import { contentContext } from './content-context'

const root = mkdtempSync(join(tmpdir(), 'pictures-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const uploads = join(root, rules.UPLOADS.folder)
beforeAll(async () => {
  mkdirSync(uploads, { recursive: true })
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#1d4f91' } })
  await solid(1200, 800).jpeg().toFile(join(uploads, 'team-photo.jpg'))
  // A phone's portrait photo: stored 1600 wide and 900 tall, with EXIF saying to turn it a quarter (orientation 6).
  await solid(1600, 900).jpeg().withMetadata({ orientation: 6 }).toFile(join(uploads, 'portrait.jpg'))
  await solid(100, 100).png().toFile(join(uploads, 'tiny-face.png'))
  writeFileSync(join(uploads, 'notes.jpg'), 'not a picture')
})

const describe_ = (src: string, place: string, alt = 'What it shows') =>
  describePicture({ src, alt }, place, { root, rules })
/** The files of a picture in a format, as the site names them. */
const files = ({ path, widths }: { path: string; widths: number[] }, format: string) =>
  widths.map((w) => `${path.slice(1)}-${w}.${format}`)

describe('an uploaded picture', () => {
  it('is made at each width of its place, in AVIF, WebP and JPEG, none wider than the upload', async () => {
    const picture = describe_('/uploads/team-photo.jpg', 'column')
    // 1200 px wide: the column's 400 and 720, its 1080, then the upload's own 1200 instead of 1440.
    expect(picture).toMatchObject({ widths: [400, 720, 1080, 1200], type: 'jpg', width: 720, height: 480 })
    for (const [format, decoded] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
      ['jpg', 'jpeg'],
    ] as const) {
      for (const [i, file] of files(picture, format).entries()) {
        const made = await sharp(await pictureFile(root, file)).metadata()
        expect(made).toMatchObject({
          format: decoded,
          width: [400, 720, 1080, 1200][i],
          height: [267, 480, 720, 800][i],
        })
        expect(made.exif).toBeUndefined()
      }
    }
  })

  it('is made upright whatever way the camera stored it', async () => {
    const picture = describe_('/uploads/portrait.jpg', 'column')
    expect(picture.height).toBe(1280)
    const made = await sharp(await pictureFile(root, files(picture, 'jpg')[1]!)).metadata()
    expect([made.width, made.height]).toEqual([720, 1280])
  })

  it("is cropped square for a person's photo", async () => {
    const picture = describe_('/uploads/team-photo.jpg', 'person')
    expect(picture).toMatchObject({ widths: [64, 128], width: 64, height: 64 })
    const made = await sharp(await pictureFile(root, files(picture, 'avif').at(-1)!)).metadata()
    expect([made.width, made.height]).toEqual([128, 128])
  })

  it.each([
    ['/uploads/missing.jpg', 'column', /^\/uploads\/missing\.jpg: no such file in src\/content\/uploads\//],
    ['/uploads/notes.jpg', 'column', /^not a picture the build can read: upload a JPEG, PNG or WebP$/],
    [
      '/uploads/tiny-face.png',
      'person',
      /^\/uploads\/tiny-face\.png is 100x100 px, too small for a person’s picture: .* at least 128 px on its shorter side/,
    ],
    ['/images/team.jpg', 'column', /^"\/images\/team\.jpg" is not an upload/],
  ])('refuses %s for a %s with one line saying what to do', (src, place, message) => {
    expect(() => describe_(src, place)).toThrow(message)
  })
})

describe("a person's photo in a settings file", () => {
  const FILE = 'src/content/settings/testimonials.yml'
  const read = (photo: object) =>
    readContentFile(stringify({ testimonials: [{ ...TESTIMONIALS[0], photo }] }), FILE, SETTINGS_SCHEMAS.testimonials, {
      ...contentContext,
      root,
    }) as { testimonials: { photo?: { avif: string; alt: string } }[] }

  it('is sized for the round picture beside their words', () => {
    const [first] = read({ src: '/uploads/team-photo.jpg', alt: 'Michael Ferraro at his desk' }).testimonials
    expect(first?.photo).toMatchObject({ widths: [64, 128], width: 64, height: 64, alt: 'Michael Ferraro at his desk' })
  })

  it('fails naming the file, the field and what to do', () => {
    expect(() => read({ src: '/uploads/tiny-face.png', alt: 'Michael Ferraro' })).toThrow(
      new RegExp(
        `^${FILE}:\\d+:\\d+ testimonials\\[0\\]\\.photo\\.src: /uploads/tiny-face\\.png is 100x100 px, too small`,
      ),
    )
    expect(() => read({ src: '/uploads/team-photo.jpg', alt: '' })).toThrow(
      new RegExp(
        `^${FILE}:\\d+:\\d+ testimonials\\[0\\]\\.photo\\.alt: expected alt text saying what the picture shows`,
      ),
    )
  })
})
