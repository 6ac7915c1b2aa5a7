// @ts-check
// The pictures in an article's text (`![what it shows](/uploads/chart.png "An optional caption")`, as the CMS's
// editor writes them), for scripts/blog.mjs: each checked like any uploaded picture (scripts/pictures.mjs: the file
// exists, has alt text, fits the article's column) and drawn as the site draws pictures (ui/picture.tsx): `<picture>`
// with AVIF, WebP and the fallback at every width of the column, width and height written, lazy unless it is the
// page's main picture. A picture alone in its paragraph is a figure, its title the caption. A mistake fails the build
// with the file, the line and what to do.
import { visit } from 'unist-util-visit'
import { ContentError } from './content-error.mjs'
import { PictureError, srcset } from './pictures.mjs'

/** The classes the article page gives its pictures (they are the illustration's, so the stylesheet does not grow). */
const CLASSES = {
  figure: ['mt-8'],
  img: ['h-auto', 'w-full', 'rounded-card'],
  caption: ['mt-2', 'text-sm', 'text-ink-600'],
}

/**
 * A remark plugin: every picture of the text, checked and drawn. `describe` sizes a picture for the column (its
 * `sizes` says how wide the column is shown); `eager`: the first picture is the page's main one (an article without a
 * cover), fetched at once.
 * @param {{ file: string, firstLine: number, sizes: string, eager: boolean,
 *   describe: (input: { src: string, alt: string }) => import('@/content/picture').Picture }} options
 */
export function markdownPictures({ file, firstLine, sizes, eager, describe }) {
  return () => (/** @type {import('mdast').Root} */ tree) => {
    /** @param {import('unist').Node} node @param {string} message @returns {never} */
    const fail = (node, message) => {
      throw new ContentError({
        file,
        line: firstLine + (node.position?.start.line ?? 1) - 1,
        column: node.position?.start.column ?? 1,
        message,
      })
    }
    visit(tree, 'imageReference', (node) =>
      fail(node, `picture "${node.alt ?? ''}": write it with its file, ![what it shows](/uploads/<name>)`),
    )
    let first = eager
    visit(tree, 'image', (node, index, parent) => {
      const src = String(node.url)
      if (!node.alt?.trim()) fail(node, `picture "${src}" has no alt text: say what it shows, ![what it shows](${src})`)
      /** @type {import('@/content/picture').Picture} */
      let picture
      try {
        picture = describe({ src, alt: node.alt })
      } catch (error) {
        if (error instanceof PictureError) fail(node, `picture ${error.message}`)
        throw error
      }
      const source = (/** @type {string} */ type, /** @type {string} */ srcSet) => ({
        type: /** @type {const} */ ('element'),
        tagName: 'source',
        properties: { type, srcSet, sizes },
        children: [],
      })
      const img = {
        type: /** @type {const} */ ('element'),
        tagName: 'img',
        properties: {
          src: `${picture.path}-${picture.widths[0]}.${picture.type}`,
          srcSet: srcset(picture, picture.type),
          sizes,
          alt: picture.alt,
          width: picture.width,
          height: picture.height,
          loading: first ? 'eager' : 'lazy',
          decoding: 'async',
          ...(first && { fetchPriority: 'high' }),
          className: CLASSES.img,
        },
        children: [],
      }
      first = false
      const drawn = /** @type {any} */ ({
        type: 'picture',
        children: [],
        data: {
          hName: 'picture',
          hChildren: [
            source('image/avif', srcset(picture, 'avif')),
            source('image/webp', srcset(picture, 'webp')),
            img,
          ],
        },
      })
      // Alone in its paragraph: a figure, captioned by the title if it has one.
      if (parent?.type === 'paragraph' && parent.children.length === 1) {
        const caption = node.title && {
          type: 'caption',
          children: [],
          data: {
            hName: 'figcaption',
            hProperties: { className: CLASSES.caption },
            hChildren: [{ type: 'text', value: node.title }],
          },
        }
        parent.data = { hName: 'figure', hProperties: { className: CLASSES.figure } }
        parent.children = caption ? [drawn, caption] : [drawn]
      } else if (parent && index !== undefined) parent.children[index] = drawn
    })
  }
}
