import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NONE_OPEN, nextOpenIndex, useAccordion } from '../../src/lib/accordion'

describe('nextOpenIndex', () => {
  it('opens the selected item when another one is open', () => {
    expect(nextOpenIndex(0, 2)).toBe(2)
  })

  it('closes everything when the open item is selected again', () => {
    expect(nextOpenIndex(2, 2)).toBe(-1)
    expect(NONE_OPEN).toBe(-1)
  })

  it('opens the selected item when none is open', () => {
    expect(nextOpenIndex(-1, 0)).toBe(0)
  })
})

describe('useAccordion', () => {
  it('starts with the first item open', () => {
    const { result } = renderHook(() => useAccordion(0))
    expect(result.current.openIndex).toBe(0)
  })

  it('defaults to the first item open', () => {
    const { result } = renderHook(() => useAccordion())
    expect(result.current.openIndex).toBe(0)
  })

  it('keeps one item open at a time and closes the open one when it is selected again', () => {
    const { result } = renderHook(() => useAccordion(0))
    act(() => result.current.toggle(3))
    expect(result.current.openIndex).toBe(3)
    act(() => result.current.toggle(1))
    expect(result.current.openIndex).toBe(1)
    act(() => result.current.toggle(1))
    expect(result.current.openIndex).toBe(-1)
    act(() => result.current.toggle(1))
    expect(result.current.openIndex).toBe(1)
  })

  it('can start with none open', () => {
    const { result } = renderHook(() => useAccordion(NONE_OPEN))
    expect(result.current.openIndex).toBe(-1)
  })
})
