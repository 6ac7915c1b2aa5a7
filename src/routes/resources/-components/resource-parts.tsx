// What the resource pages share: their own stylesheet, and the links to a resource's files.
import { Button } from '@/components/ui/button'
import resourcesCss from './resources.css?url'

/** The resource pages' stylesheet, in the page itself: no other page loads it. */
export function ResourceStyles() {
  return <link rel="stylesheet" href={resourcesCss} />
}

export type FileLink = { href: string; label: string; of: string }

/**
 * A resource's files as download links: the format in words ("CSV file"), and whose it is for screen readers, where
 * several programs' files sit side by side.
 */
export function FileLinks({ files }: { files: FileLink[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-3" data-print="hide">
      {files.map((file) => (
        <li key={file.href}>
          {/* The visible words first (WCAG 2.5.3), then whose file it is: programs' files sit side by side. */}
          <Button href={file.href} download variant="tertiary" aria-label={`${file.label}, ${file.of}`}>
            {file.label}
          </Button>
        </li>
      ))}
    </ul>
  )
}
