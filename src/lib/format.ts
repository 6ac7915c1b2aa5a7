/** "2025-03-02" → "March 2, 2025", the way the spec writes dates; fixed to UTC so server and browser agree. */
export function formatDate(iso: string) {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
