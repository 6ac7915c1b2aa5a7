export function blogFeed(blog: {
  origin: string
  brand: string
  description: string
  teasers: { slug: string; title: string; description: string; date: string; tags: string[] }[]
}): string
