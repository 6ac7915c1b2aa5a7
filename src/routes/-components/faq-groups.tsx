// The /faq hub's groups: each page's FAQ folded under its heading and its count of answers (a native disclosure, so it
// opens without JavaScript and in print), each answer under its own address (/faq#<group>-<question>), which the
// browser opens and scrolls to, a search result's link included; beside them on wide screens, the topics as a compact
// index. The answers' links are drawn quietly (a thin, light underline), so a page of answers is not a wall of them.
import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import { LinkedParagraphs } from '@/components/ui/linked-text'
import type { FaqGroup } from '@/content/faq-index'

const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`

/** Opens the group an address names (a topic's link leads to the group itself, which the browser does not open). */
function useOpenAddressedGroup() {
  useEffect(() => {
    const open = () => {
      const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      const group = target?.matches('section[data-faq-group]') ? target.querySelector('details') : null
      if (group && !group.open) group.open = true
    }
    open()
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [])
}

/** The topics, each with its count, as links to their groups: a column beside the groups from `lg`. */
export function FaqTopics({ groups }: { groups: FaqGroup[] }) {
  return (
    <nav aria-label="FAQ topics" className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
      <h2 className="text-xs font-bold tracking-wider text-ink-600 uppercase">Topics</h2>
      <ul className="mt-2 border-l border-ink-200">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#${group.id}`}
              className="-ml-px flex min-h-8 items-baseline justify-between gap-3 border-l-2 border-transparent py-1 pl-3 text-sm font-semibold text-secondary-700 hover:border-secondary-300 hover:text-secondary-900"
            >
              {group.title}
              <span className="text-xs font-medium text-ink-600 tabular-nums">{group.items.length}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  useOpenAddressedGroup()
  return (
    <div className="border-t border-ink-200">
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.id}
          data-faq-group=""
          aria-labelledby={`${group.id}-title`}
          className="scroll-mt-24 border-b border-ink-200"
        >
          <details className="group/faq print:[&::details-content]:[content-visibility:visible]">
            <summary className="flex min-h-14 cursor-pointer items-center gap-3 py-3 hover:bg-ink-50/70">
              <h2 id={`${group.id}-title`} className="min-w-0 flex-1 text-lg leading-snug font-bold sm:text-xl">
                {group.title}
              </h2>
              <span className="shrink-0 text-sm text-ink-600 tabular-nums">{answers(group.items.length)}</span>
              <Icon
                name="chevron-down"
                className="size-5 shrink-0 text-ink-600 transition-transform group-open/faq:rotate-180 print:hidden"
              />
            </summary>
            <div className="pb-5 [&_a]:decoration-secondary-200 [&_a]:decoration-1 [&_a]:underline-offset-4 [&_a:hover]:decoration-secondary-700">
              <Link
                {...group.link}
                className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-secondary-700 hover:underline"
              >
                From the {group.title} page
                <Icon name="arrow-right" className="size-4" />
              </Link>
              <div className="mt-2 divide-y divide-ink-100">
                {group.items.map((item) => (
                  <div key={item.id} id={`${group.id}-${item.id}`} className="scroll-mt-24 py-4">
                    <h3 className="font-bold sm:text-lg">{item.question}</h3>
                    <LinkedParagraphs texts={item.answer} className="mt-1.5 space-y-3 leading-relaxed text-ink-700" />
                  </div>
                ))}
              </div>
            </div>
          </details>
        </section>
      ))}
    </div>
  )
}
