import { readFileSync } from 'node:fs'
import * as simpleIcons from 'simple-icons'
import { describe, expect, it } from 'vitest'
import { socialMarks, softwareMarks } from '../../src/components/ui/brand-marks'

// brand-marks.ts copies paths out of simple-icons; each copy names its export in the comment above it.
const source = readFileSync('src/components/ui/brand-marks.ts', 'utf8')
const exportsByKey = new Map(
  [...source.matchAll(/\/\/ (si\w+)\n\s+(\w+):/g)].map(([, exportName, key]) => [key, exportName as string]),
)

describe('brand marks', () => {
  const library = simpleIcons as unknown as Record<string, { path: string; hex: string }>
  const copies: [string, { path: string; hex?: string }][] = [
    ...Object.entries(socialMarks).map(([key, path]) => [key, { path }] as [string, { path: string }]),
    ...Object.entries(softwareMarks),
  ]

  it.each(copies.filter(([key]) => exportsByKey.has(key)))('%s matches simple-icons', (key, mark) => {
    const icon = library[exportsByKey.get(key)!]
    expect(mark.path).toBe(icon?.path)
    if (mark.hex) expect(mark.hex).toBe(icon?.hex)
  })

  it('names its source for every mark but LinkedIn, which simple-icons no longer has', () => {
    expect(copies.filter(([key]) => !exportsByKey.has(key)).map(([key]) => key)).toEqual(['linkedin'])
  })
})
