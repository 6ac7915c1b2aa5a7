import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { BRAND, CONTACT } from '@/content/site'
import { Button } from '@/components/ui/button'
import { useDocumentHead } from '@/lib/head'

/** The error page's words and ways out (error-page.tsx). */
export function ErrorMessage({ reset }: Pick<ErrorComponentProps, 'reset'>) {
  const router = useRouter()
  useDocumentHead({ title: `Something went wrong | ${BRAND.name}`, meta: [{ name: 'robots', content: 'noindex' }] })
  return (
    <section className="container-site max-w-2xl py-20 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight">Something went wrong on our side</h1>
      <p className="mt-5 text-lg text-ink-600">
        This page did not load as it should. Please try again; if it keeps happening, write to{' '}
        <a className="font-semibold text-secondary-700 underline" href={`mailto:${CONTACT.general.email}`}>
          {CONTACT.general.email}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          size="lg"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Try again
        </Button>
        <Button link={{ to: '/' }} variant="secondary" size="lg">
          Go to the home page
        </Button>
      </div>
    </section>
  )
}
