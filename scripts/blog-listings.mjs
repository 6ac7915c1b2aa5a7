// @ts-check
// The blog's topics and authors, for scripts/blog.mjs. Each tag of an article is a topic, whose pages list its
// articles newest first (/blog/topics/<slug>, then /blog/topics/<slug>/page/<n>); each author who wrote or reviewed
// an article has pages listing those articles (/blog/authors/<id>, then /blog/authors/<id>/page/<n>); as many to a page
// as /blog. Their virtual modules, one a page, keep what a page loads the same however many articles there are:
//   virtual:blog/topic-list       every topic with its count (/blog's links to them)
//   virtual:blog/topics           loadTopic(slug, n): one dynamic import per page of a topic
//   virtual:blog/topic/<slug>/<n> the topic, its count and the teasers of that page
//   virtual:blog/authors          loadAuthor(id, n)
//   virtual:blog/author/<id>/<n>  the author's card, what they wrote and reviewed, and the teasers of that page

/**
 * @typedef {import('@/content/types').FullTeaser} FullTeaser
 * @typedef {import('@/content/types').BlogTeaser} Teaser
 * @typedef {import('@/content/types').Topic} Topic
 * @typedef {import('@/content/types').AuthorCard} AuthorCard
 * @typedef {{ path: string, kind: 'topic' | 'author', key: string, n: number, pages: number, date: string }} ListingPage
 */

/** How many of the blog's newest articles outside a topic's or an author's list its pages show after it. */
export const MORE = 3

/** A tag's address: "Cash flow" is /blog/topics/cash-flow. @param {string} tag */
export const topicSlug = (tag) =>
  tag
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * An article's topics, from its tags: each once, named as written (its first letter capitalized); `fail` names a tag
 * that makes no address.
 * @param {string[]} tags @param {(index: number, message: string) => never} fail @returns {Topic[]}
 */
export function topicsOf(tags, fail) {
  /** @type {Map<string, Topic>} */
  const topics = new Map()
  for (const [index, tag] of tags.entries()) {
    const slug = topicSlug(tag)
    if (!slug) fail(index, `expected a tag with letters or digits, its topic's address, got ${JSON.stringify(tag)}`)
    if (!topics.has(slug)) topics.set(slug, { slug, name: `${tag.charAt(0).toUpperCase()}${tag.slice(1)}` })
  }
  return [...topics.values()]
}

/** Each topic's articles, newest first (as `teasers` are), named as its newest article writes it. @param {FullTeaser[]} teasers */
export function topicGroups(teasers) {
  /** @type {Map<string, { topic: Topic, posts: FullTeaser[] }>} */
  const groups = new Map()
  for (const teaser of teasers) {
    for (const topic of teaser.topics) {
      if (!groups.has(topic.slug)) groups.set(topic.slug, { topic, posts: [] })
      groups.get(topic.slug)?.posts.push(teaser)
    }
  }
  return groups
}

/** Each author's articles, written or reviewed, newest first, with how many of each. @param {FullTeaser[]} teasers */
export function authorGroups(teasers) {
  /** @type {Map<string, { posts: FullTeaser[], wrote: number, reviewed: number }>} */
  const groups = new Map()
  const add = (/** @type {string} */ id, /** @type {FullTeaser} */ teaser, /** @type {'wrote' | 'reviewed'} */ as) => {
    if (!groups.has(id)) groups.set(id, { posts: [], wrote: 0, reviewed: 0 })
    const group = /** @type {{ posts: FullTeaser[], wrote: number, reviewed: number }} */ (groups.get(id))
    group.posts.push(teaser)
    group[as]++
  }
  for (const teaser of teasers) {
    add(teaser.author, teaser, 'wrote')
    if (teaser.reviewer) add(teaser.reviewer, teaser, 'reviewed')
  }
  return groups
}

/** The address of page n of a topic's or an author's list. @param {'topic' | 'author'} kind @param {string} key @param {number} n */
export const listingPath = (kind, key, n) => `/blog/${kind}s/${key}${n > 1 ? `/page/${n}` : ''}`

/**
 * Every page of every topic and author, with the day its newest article last changed (the sitemap's lastmod).
 * @param {FullTeaser[]} teasers @param {number} perPage @returns {ListingPage[]}
 */
export function listingPages(teasers, perPage) {
  /** @param {'topic' | 'author'} kind @param {Map<string, { posts: FullTeaser[] }>} groups */
  const pagesOf = (kind, groups) =>
    [...groups].flatMap(([key, { posts }]) => {
      const pages = Math.ceil(posts.length / perPage)
      return Array.from({ length: pages }, (_, i) => ({
        path: listingPath(kind, key, i + 1),
        kind,
        key,
        n: i + 1,
        pages,
        date: posts
          .slice(i * perPage, (i + 1) * perPage)
          .map((post) => post.updated ?? post.date)
          .reduce((a, b) => (a > b ? a : b)),
      }))
    })
  return [...pagesOf('topic', topicGroups(teasers)), ...pagesOf('author', authorGroups(teasers))]
}

/**
 * What a list shows of an article (its date, not the day it was updated: the blog's own lists add that, and who wrote
 * it). @param {FullTeaser} teaser @returns {Teaser}
 */
export const teaserOf = ({ topics: _topics, author: _author, reviewer: _reviewer, updated: _updated, ...teaser }) =>
  teaser

/**
 * On the blog's own lists (its pages, a topic's, an author's), also the day it last changed what it says, if later,
 * and who wrote it: name, role and whether they are a sample. @param {FullTeaser} teaser
 * @param {Map<string, AuthorCard>} authors @returns {Teaser}
 */
export function listedTeaserOf({ topics: _topics, author: id, reviewer: _reviewer, ...teaser }, authors) {
  const author = authors.get(id)
  if (!author) throw new Error(`${teaser.slug}: no author ${id}`)
  const { name, role, sample } = author
  return { ...teaser, by: { name, role, ...(sample && { sample }) } }
}

/**
 * The JavaScript of a topic's or an author's module, or undefined for an id that is not one.
 * @param {string} id @param {{ teasers: FullTeaser[], authors: Map<string, AuthorCard> }} blog @param {number} perPage
 */
export function listingModule(id, { teasers, authors }, perPage) {
  const json = (/** @type {unknown} */ value) => JSON.stringify(value)
  const listed = (/** @type {FullTeaser} */ teaser) => listedTeaserOf(teaser, authors)
  const pageOf = (/** @type {FullTeaser[]} */ posts, /** @type {number} */ n) => ({
    n,
    pages: Math.ceil(posts.length / perPage),
    posts: posts.slice((n - 1) * perPage, n * perPage).map(listed),
    more: teasers
      .filter((teaser) => !posts.includes(teaser))
      .slice(0, MORE)
      .map(listed),
  })
  /** @param {'topic' | 'author'} kind @param {string[]} keys @param {(key: string) => number} count */
  const loaders = (kind, keys, count) => {
    const entries = keys.flatMap((key) =>
      Array.from(
        { length: Math.ceil(count(key) / perPage) },
        (_, i) => `  ${json(`${key}/${i + 1}`)}: () => import('virtual:blog/${kind}/${key}/${i + 1}'),`,
      ),
    )
    const name = `load${kind.charAt(0).toUpperCase()}${kind.slice(1)}`
    return `const pages = {\n${entries.join('\n')}\n}\nexport const ${name} = (key, n) => Object.hasOwn(pages, \`\${key}/\${n}\`) ? pages[\`\${key}/\${n}\`]().then((m) => m.default) : Promise.resolve(undefined)\n`
  }
  if (id === 'virtual:blog/topic-list') {
    const topics = [...topicGroups(teasers).values()]
      .map(({ topic, posts }) => ({ ...topic, count: posts.length }))
      .sort((a, b) => a.name.localeCompare(b.name))
    return `export const topics = ${json(topics)}\n`
  }
  if (id === 'virtual:blog/topics') {
    const groups = topicGroups(teasers)
    return loaders('topic', [...groups.keys()], (key) => groups.get(key)?.posts.length ?? 0)
  }
  if (id === 'virtual:blog/authors') {
    const groups = authorGroups(teasers)
    return loaders('author', [...groups.keys()], (key) => groups.get(key)?.posts.length ?? 0)
  }
  const topic = /^virtual:blog\/topic\/([^/]+)\/(\d+)$/.exec(id)
  if (topic) {
    const group = topicGroups(teasers).get(topic[1] ?? '')
    const n = Number(topic[2])
    if (!group || n < 1 || (n - 1) * perPage >= group.posts.length) return undefined
    return `export default ${json({ topic: { ...group.topic, count: group.posts.length }, ...pageOf(group.posts, n) })}\n`
  }
  const author = /^virtual:blog\/author\/([^/]+)\/(\d+)$/.exec(id)
  if (author) {
    const group = authorGroups(teasers).get(author[1] ?? '')
    const card = authors.get(author[1] ?? '')
    const n = Number(author[2])
    if (!group || !card || n < 1 || (n - 1) * perPage >= group.posts.length) return undefined
    const { wrote, reviewed } = group
    return `export default ${json({ author: { ...card, wrote, reviewed }, ...pageOf(group.posts, n) })}\n`
  }
  return undefined
}
