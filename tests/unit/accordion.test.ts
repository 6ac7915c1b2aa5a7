// The accordions' rule (../shared/SPEC.md, section 4): selecting another item opens it; selecting the open one
// closes all.
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NONE_OPEN, useAccordion } from '../../src/lib/accordion'

describe('useAccordion', () => {
  it('starts with the first item open, keeps one open at a time and closes the open one when it is selected again', () => {
    const { result } = renderHook(() => useAccordion())
    expect(result.current.openIndex).toBe(0)
    const steps: [select: number, open: number][] = [
      [3, 3],
      [1, 1],
      [1, NONE_OPEN],
      [1, 1],
    ]
    for (const [select, open] of steps) {
      act(() => result.current.toggle(select))
      expect(result.current.openIndex).toBe(open)
    }
  })

  it('can start with none open', () => {
    const { result } = renderHook(() => useAccordion(NONE_OPEN))
    expect(result.current.openIndex).toBe(NONE_OPEN)
  })
})
