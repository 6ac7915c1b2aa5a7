import { useId, type ReactNode } from 'react'
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
}: {
  id?: string
  heading: string
  subheading?: string
  open: boolean
  onToggle: () => void
  children: ReactNode
  level?: 3 | 4
}) {
  const autoId = useId()
  const panelId = `${id ?? autoId}-panel`
  const buttonId = `${id ?? autoId}-button`
  const Heading = level === 3 ? 'h3' : 'h4'
  return (
    <div
      id={id}
      className={cn(
        'rounded-2xl bg-white ring-1 transition-shadow',
        open ? 'shadow-card ring-primary-200' : 'ring-ink-200',
      )}
    >
      <Heading className="text-base font-bold sm:text-lg">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 rounded-2xl px-5 py-4 text-left sm:px-6 sm:py-5"
        >
          <span>
            {heading}
            {subheading && <span className="mt-1 block text-sm font-medium text-ink-600">{subheading}</span>}
          </span>
          <span
            className={cn(
              'mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full transition-transform no-js:hidden',
              open ? 'rotate-180 bg-primary-700 text-white' : 'bg-ink-100 text-ink-700',
            )}
          >
            <Icon name="chevron-down" className="size-5" />
          </span>
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className={cn('px-5 pb-5 sm:px-6 sm:pb-6', !open && 'js:hidden')}
      >
        {children}
      </div>
    </div>
  )
}

/** One item of an `Accordion`: what AccordionItem draws, without the state the accordion keeps. */
export type AccordionPanel = Omit<Parameters<typeof AccordionItem>[0], 'open' | 'onToggle'>

/** Items of which one is open at a time, the first at first: selecting the open one closes all (lib/accordion.ts). */
export function Accordion({ panels, className }: { panels: AccordionPanel[]; className: string }) {
  const { openIndex, toggle } = useAccordion(0)
  return (
    <div className={className}>
      {panels.map((panel, index) => (
        <AccordionItem
          key={panel.id ?? panel.heading}
          {...panel}
          open={openIndex === index}
          onToggle={() => toggle(index)}
        />
      ))}
    </div>
  )
}
