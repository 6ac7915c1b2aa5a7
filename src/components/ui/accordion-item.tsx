import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from './button'
import { Icon } from './icons'
import { useAccordion } from '@/lib/accordion'
import { cn } from '@/lib/cn'

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
            {subheading && <span className="mt-1 block text-sm font-medium text-ink-600">{subheading}</span>}
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

/** Items a phone shows of a long accordion before its 'Show all' button: the page stays short, each one press away. */
const PHONE_SHOWS = 5

/**
 * Items of which one is open at a time, the first at first: selecting the open one closes all (lib/accordion.ts).
 * With `showAll` (the button's words), phones show the first few until that button shows the rest and takes the focus
 * to the first of them; without JavaScript every item shows, and an item a link targets shows at any width.
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
  const [unfolded, setUnfolded] = useState(false)
  // Folding one item away would hide less than the button takes.
  const folded = showAll !== undefined && !unfolded && panels.length > PHONE_SHOWS + 1
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
          className={cn(folded && index >= PHONE_SHOWS && 'js:max-sm:not-target:hidden')}
          onToggle={() => {
            const top = buttonAt(index)?.getBoundingClientRect().top
            if (top !== undefined) pressed.current = { index, top }
            toggle(index)
          }}
        />
      ))}
      {folded && (
        <Button
          variant="secondary"
          icon="chevron-down"
          onClick={() => {
            setUnfolded(true)
            // The first item shown now, once it is drawn.
            requestAnimationFrame(() => buttonAt(PHONE_SHOWS)?.focus())
          }}
          className="mt-5 sm:hidden no-js:hidden"
        >
          {showAll}
        </Button>
      )}
    </div>
  )
}
