// @ts-check
// The blog's RSS 2.0 feed, dist/blog/rss.xml, written by the prerender from the articles' teasers, with absolute
// links from the site's origin; each article's topics are its categories. `feed` writes and escapes the XML.
import { Feed } from 'feed'

/**
 * @param {{ origin: string, brand: string, description: string, teasers: import('@/content/types').FullTeaser[] }} blog
 */
export function blogFeed({ origin, brand, description, teasers }) {
  const home = `${origin}/blog`
  const feed = new Feed({
    title: `${brand} Blog`,
    description,
    id: home,
    link: home,
    language: 'en-US',
    copyright: `© ${brand}`,
    updated: new Date(`${teasers[0]?.date ?? '2025-01-01'}T00:00:00Z`),
    feedLinks: { rss: `${home}/rss.xml` },
  })
  for (const post of teasers) {
    const link = `${home}/${post.slug}`
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.description,
      date: new Date(`${post.date}T00:00:00Z`),
      // Each topic, with its page as the category's domain.
      category: post.topics.map((topic) => ({ name: topic.name, domain: `${home}/topics/${topic.slug}` })),
    })
  }
  return feed.rss2()
}
