import { BRAND } from '@/content/site'

/**
 * On every page of a preview build (SITE_PREVIEW=1): the content includes samples, so the page is not for publication.
 */
export function PreviewBanner() {
  return (
    <aside aria-label="Preview notice" className="bg-amber-100 px-4 py-2 text-center text-sm text-ink-900">
      <strong className="font-semibold">Preview, not for publication.</strong> This site still shows sample
      testimonials, people, figures and contact details that {BRAND.name} has not confirmed, and search engines are
      asked not to index it.
    </aside>
  )
}
