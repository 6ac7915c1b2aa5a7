// The /faq hub's groups: each page's FAQ folded under its heading and its count of answers (a native disclosure, so it
// opens without JavaScript and in print), each answer under its own address (/faq#<group>-<question>), which the
// browser opens and scrolls to, a search result's link included. The folded groups are the page's index: a second
// list of the topics beside them said everything twice. The answers' links are drawn quietly (a thin, light
// underline), so a page of answers is not a wall of them.
import { Link } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import { LinkedParagraphs } from '@/components/ui/linked-text'
import type { FaqGroup } from '@/content/faq-index'
import { OPENS_BY_ADDRESS, foldPreview, useOpenAddressedFold } from '@/routes/-components/open-addressed-fold'
import faqCss from './faq.css?url'

const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`

/** A folded group's first two questions, and how many more it holds. */
const preview = ({ items }: FaqGroup) =>
  foldPreview(
    items.map((item) => item.question),
    2,
  )

/**
 * The page's own utilities (faq.css), under the hero and before the search field: a stylesheet in the body holds back
 * what follows it, and the hero does not wait for it.
 */
export const FaqStyles = () => <link rel="stylesheet" href={faqCss} />

export function FaqGroups({ groups }: { groups: FaqGroup[] }) {
  useOpenAddressedFold()
  return (
    <div className="tw:border-t tw:border-ink-200">
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.id}
          {...OPENS_BY_ADDRESS}
          aria-labelledby={`${group.id}-title`}
          className="tw:scroll-mt-24 tw:border-b tw:border-ink-200"
        >
          <details className="tw:group/faq tw:print:[&::details-content]:[content-visibility:visible]">
            <summary className="tw:grid tw:min-h-14 tw:cursor-pointer tw:grid-cols-[minmax(0,1fr)_auto_auto] tw:items-center tw:gap-x-3 tw:py-3 tw:hover:bg-ink-50/70">
              <h2 id={`${group.id}-title`} className="tw:text-lg tw:leading-snug tw:font-bold tw:sm:text-xl">
                {group.title}
              </h2>
              <span className="tw:row-span-2 tw:text-sm tw:text-ink-600 tw:tabular-nums">
                {answers(group.items.length)}
              </span>
              <Icon
                name="chevron-down"
                className="tw:row-span-2 tw:size-5 tw:text-ink-600 tw:transition-transform tw:group-open/faq:rotate-180 tw:print:hidden"
              />
              {/* Folded, its first questions, so the hub shows questions on arrival; the button's name stays the
                  title and the count. */}
              <span aria-hidden="true" className="tw:mt-0.5 tw:text-sm tw:text-ink-600 tw:group-open/faq:hidden">
                {preview(group)}
              </span>
            </summary>
            <div className="tw:pb-5 tw:[&_a]:decoration-secondary-200 tw:[&_a]:decoration-1 tw:[&_a]:underline-offset-4 tw:[&_a:hover]:decoration-secondary-700">
              <Link
                {...group.link}
                className="tw:inline-flex tw:min-h-6 tw:items-center tw:gap-1 tw:text-sm tw:font-semibold tw:text-secondary-700 tw:hover:underline"
              >
                From the {group.title} page
                <Icon name="arrow-right" className="tw:size-4" />
              </Link>
              <div className="tw:mt-2 tw:divide-y tw:divide-ink-100">
                {group.items.map((item) => (
                  <div key={item.id} id={`${group.id}-${item.id}`} className="tw:scroll-mt-24 tw:py-4">
                    <h3 className="tw:font-bold tw:sm:text-lg">{item.question}</h3>
                    <LinkedParagraphs
                      texts={item.answer}
                      className="tw:mt-1.5 tw:space-y-3 tw:leading-relaxed tw:text-ink-700"
                    />
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
