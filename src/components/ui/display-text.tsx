/**
 * A display heading's words, with its commas and hyphens drawn in the text face: the heading face's are wide at display
 * sizes (its hyphen is 0.63 em at the headings' weight, as wide as an en dash; its comma stands apart: "Books ,").
 */
export function DisplayText({ text }: { text: string }) {
  const parts = text.split(/([,-])/)
  if (parts.length === 1) return text
  return parts.map((part, i) =>
    i % 2 ? (
      <span key={i} className="font-sans">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
