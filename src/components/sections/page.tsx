// A page of the site as a route draws it: its head (lib/page-head.ts: the title, description, canonical link, link
// previews and structured data) and its hero from its content, then the sections the route lists, so a route reads as
// its page's table of contents.
import type { ReactNode } from 'react'
import type { HeroContent } from '@/content/types'
import { usePageHead, type HeadContent } from '@/lib/page-head'
import { Hero } from './hero'

/** A page's head and hero from its content, then its sections (`children`). */
export function Page({ content, children }: { content: HeadContent & { hero: HeroContent }; children: ReactNode }) {
  usePageHead(content)
  return (
    <>
      <Hero content={content.hero} />
      {children}
    </>
  )
}
