import { useHydrated, useLocation } from '@tanstack/react-router'
import { BRAND } from '@/content/site'
import { Button } from '@/components/ui/button'
import { Illustration } from '@/components/ui/illustrations'
import { useDocumentHead } from '@/lib/head'
import { wordsOfPath } from '@/lib/search-words'
import { SearchForm } from '@/components/sections/search-form'
import { MainPages } from '@/components/layout/main-pages'

/** Unknown paths: a real answer (404 from a static host), with the way home and to the main pages. */
export function NotFound() {
  useDocumentHead({ title: `Page not found | ${BRAND.name}`, meta: [{ name: 'robots', content: 'noindex' }] })
  const pathname = useLocation({ select: (location) => location.pathname })
  const words = useHydrated() ? wordsOfPath(pathname) : ''
  return (
    <section className="container-site grid items-center gap-10 py-16 lg:grid-cols-2 lg:py-24">
      <div>
        <p className="text-sm font-bold tracking-wider text-primary-700 uppercase">Error 404</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">We could not find that page</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-600">
          The link may be old or the address mistyped. Everything we offer is a click away: start from the home page,
          search the site or pick one of the main pages below.
        </p>
        {/* One button and a link: two equal pills stacked unevenly on a phone. */}
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <Button link={{ to: '/' }} variant="secondary" size="lg">
            Go to the home page
          </Button>
          <Button link={{ to: '/contact' }} variant="link" icon="arrow-right">
            Contact us
          </Button>
        </div>
        {/* Prefilled, once hydrated, with the words of the address that was not found (empty without JavaScript). */}
        <SearchForm key={words} id="not-found-search" className="mt-10" field={{ defaultValue: words }} />
        <h2 className="mt-10 text-lg font-bold">Main pages</h2>
        <MainPages className="mt-3" />
      </div>
      {/* A decoration: on a phone it only followed the links. */}
      <Illustration name="not-found" className="mx-auto max-w-lg max-sm:hidden" />
    </section>
  )
}
