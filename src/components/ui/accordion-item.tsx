import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Icon } from './icons'
import { useAccordion } from '@/lib/accordion'
import { cn } from '@/lib/cn'
import { ShowAllButton, usePhoneFold } from './phone-fold'

/**
 * One question and its panel: a button with aria-expanded in a heading, and a region it controls. The panel stays in
 * the HTML when closed, so search engines see the answer; it is hidden only while scripts run (`js:`), so without
 * JavaScript every answer can be read (and the toggles, which need a script, lose their chevrons).
 */
export function AccordionItem({
  id,
  heading,
  subheading,
  open,
  onToggle,
  children,
  level = 3,
  className,
}: {
  id?: string
  heading: string
  subheading?: string
  open: boolean
  onToggle: () => void
  children: ReactNode
  level?: 3 | 4
  className?: string
}) {
  const autoId = useId()
  const panelId = `${id ?? autoId}-panel`
  const buttonId = `${id ?? autoId}-button`
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <div id={id} className={cn('border-b border-ink-200', className)}>
      <Heading className="text-[0.9375rem] leading-snug font-bold sm:text-[1.0625rem]">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 rounded-md py-3.5 text-left hover:text-secondary-800 sm:py-4"
        >
          <span>
            {heading}
            {/* The space keeps the two apart in the search index and the button's name. */}
            {subheading && <span className="mt-1 block text-sm font-medium text-ink-600"> {subheading}</span>}
          </span>
          <span
            className={cn(
              'inline-flex size-6 shrink-0 items-center justify-center rounded-full transition-transform no-js:hidden',
              open ? 'rotate-180 bg-secondary-950 text-white' : 'bg-ink-100 text-ink-700',
            )}
          >
            <Icon name="chevron-down" className="size-5" />
          </span>
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className={cn('pr-10 pb-5', !open && 'js:hidden')}>
        {children}
      </div>
    </div>
  )
}

/** One item of an `Accordion`: what AccordionItem draws, without the state the accordion keeps. */
export type AccordionPanel = Omit<Parameters<typeof AccordionItem>[0], 'open' | 'onToggle' | 'className'>

/**
 * Items of which one is open at a time, the first at first: selecting the open one closes all (lib/accordion.ts).
 * With `showAll` (the button's words), a long list folds on phones (phone-fold.tsx).
 */
export function Accordion({
  panels,
  className,
  showAll,
}: {
  panels: AccordionPanel[]
  className: string
  showAll?: string
}) {
  const { openIndex, toggle } = useAccordion(0)
  const fold = usePhoneFold(panels.length, showAll !== undefined)
  const list = useRef<HTMLDivElement>(null)
  // The question pressed stays under the finger: when the panel that closes stands above it, the page scrolls by what
  // the question moved.
  const pressed = useRef<{ index: number; top: number } | null>(null)
  const buttonAt = (index: number) => list.current?.children[index]?.querySelector('button')
  useLayoutEffect(() => {
    const was = pressed.current
    pressed.current = null
    const top = was && buttonAt(was.index)?.getBoundingClientRect().top
    if (was && top != null && top !== was.top) window.scrollBy({ top: top - was.top, behavior: 'instant' })
  }, [openIndex])
  return (
    <div ref={list} className={cn('border-t border-ink-200', className)}>
      {panels.map((panel, index) => (
        <AccordionItem
          key={panel.id ?? panel.heading}
          {...panel}
          open={openIndex === index}
          className={fold.itemClass(index)}
          onToggle={() => {
            const top = buttonAt(index)?.getBoundingClientRect().top
            if (top !== undefined) pressed.current = { index, top }
            toggle(index)
          }}
        />
      ))}
      {fold.folded && showAll && (
        <ShowAllButton label={showAll} onClick={() => fold.unfold(() => buttonAt(fold.firstHidden))} />
      )}
    </div>
  )
}
