import { SampleMark } from '@/components/ui/sample-mark'
import type { BlogTeaser } from '@/content/types'

/**
 * "By Meera Iyer" on an article's card in the blog's own lists, their role under the name (a phone's card, one line,
 * names them alone), with the site's "Sample" mark while the owner has not confirmed them. A module of its own: the
 * lists load it without the article's people (people.tsx).
 */
export function TeaserByline({ by }: { by: NonNullable<BlogTeaser['by']> }) {
  return (
    <p className="mt-2 text-sm text-ink-600 sm:mt-3">
      By {by.name}
      {by.sample && (
        <>
          {' '}
          <SampleMark />
        </>
      )}
      <span className="block max-sm:sr-only">{by.role}</span>
    </p>
  )
}
