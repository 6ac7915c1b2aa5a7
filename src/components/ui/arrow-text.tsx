import { Icon } from './icons'

/**
 * A link's words with its arrow after the last one, kept together, so a name that wraps never leaves the arrow alone
 * on a line of its own or at the far edge of its box.
 */
export function ArrowText({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ')
  return (
    <>
      {cut > 0 && `${text.slice(0, cut)} `}
      <span className="whitespace-nowrap">
        {text.slice(cut + 1)}
        <Icon name="arrow-right" className="ml-1.5 inline size-4 align-[-0.125em]" />
      </span>
    </>
  )
}
