/**
 * An e-mail address that a narrow line breaks after its @ rather than mid-word ("hello@ledgerpod.exampl / e" at 320 px);
 * `overflow-wrap: anywhere` only when the domain alone is wider than the line.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@') + 1
  return (
    <span className="wrap-anywhere">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </span>
  )
}
