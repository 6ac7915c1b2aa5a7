// jsdom lacks layout and observer APIs that the router, Headless UI and Embla call: stub them once for every test.
import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// The router scrolls to the top on navigation; jsdom only logs "not implemented".
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo
Element.prototype.scrollIntoView = vi.fn()

// No media query matches in jsdom: the components see a narrow screen without reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })
}

class ResizeObserverStub implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null
  readonly rootMargin = '0px'
  readonly thresholds: readonly number[] = [0]
  readonly scrollMargin = '0px'
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}

window.ResizeObserver ??= ResizeObserverStub
window.IntersectionObserver ??= IntersectionObserverStub

afterEach(() => {
  cleanup()
})
