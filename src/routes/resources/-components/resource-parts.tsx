// What the resource pages share: their own stylesheet, and the links to a resource's files.
import { Button } from '@/components/ui/button'
import resourcesCss from './resources.css?url'

/** The resource pages' stylesheet, in the page itself: no other page loads it. */
export function ResourceStyles() {
  return <link rel="stylesheet" href={resourcesCss} />
}

export type FileLink = { href: string; label: string; of: string }

/**
 * A resource's files as download links, each with the download icon (a file, not a page): the format in words ("CSV
 * file"), and whose it is for screen readers, where several programs' files sit side by side.
 */
export function FileLinks({ files }: { files: FileLink[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-3" data-print="hide">
      {files.map((file) => (
        <li key={file.href}>
          {/* The visible words first (WCAG 2.5.3), then whose file it is: programs' files sit side by side. */}
          <Button
            href={file.href}
            download
            variant="secondary"
            icon="arrow-down-tray"
            iconPosition="start"
            aria-label={`${file.label}, ${file.of}`}
          >
            {file.label}
          </Button>
        </li>
      ))}
    </ul>
  )
}

/** Beside a long list's heading: back to its index (a chart's groups, the glossary's letters); not printed. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      data-print="hide"
      className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-secondary-700 underline decoration-secondary-300 underline-offset-2 hover:decoration-secondary-700"
    >
      {label}
    </a>
  )
}
