import { createFileRoute } from '@tanstack/react-router'
import { BlogTeasers } from '../../components/sections/blog-teasers'
import { CtaBanner } from '../../components/sections/cta-banner'
import { Hero } from '../../components/sections/hero'
import { articles } from '../../content/blog'
import { blogOverview as page } from '../../content/pages/overviews'
import { sections } from '../../content/sections'
import { usePageHead } from '../../lib/page-head'

export const Route = createFileRoute('/blog/')({ component: BlogIndex })

function BlogIndex() {
  usePageHead('blog', page)
  return (
    <>
      <Hero content={page.hero} />
      <BlogTeasers content={{ title: 'All articles', posts: articles }} />
      <CtaBanner content={sections.closingBanner} />
    </>
  )
}
