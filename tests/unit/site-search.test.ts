// The site search's pure parts: a Pagefind excerpt read as text runs (no markup injected), a result's best part, and
// the words the not-found page searches for.
import { describe, expect, it } from 'vitest'
import { excerptParts, sentenceExcerpt, toHit } from '../../src/lib/site-search'
import { wordsOfPath } from '../../src/lib/search-words'

describe('excerptParts', () => {
  it('marks the searched words and decodes the escaped text, never passing markup through', () => {
    expect(excerptParts('Your &lt;b&gt;books &amp; <mark>payroll</mark>, &#39;done&#x27;')).toEqual([
      { text: 'Your <b>books & ', marked: false },
      { text: 'payroll', marked: true },
      { text: ", 'done'", marked: false },
    ])
  })
})

describe('sentenceExcerpt', () => {
  it('marks a searched word without the punctuation around it, and leaves escaped entities whole', () => {
    const raw = 'Pricing. We run (payroll), bookkeeping &amp; “payroll” taxes.'
    expect(sentenceExcerpt(raw, { title: 'Pricing', locations: [3, 6] })).toBe(
      'We run (<mark>payroll</mark>), bookkeeping &amp; “<mark>payroll</mark>” taxes.',
    )
  })
})

describe('toHit', () => {
  const data = {
    url: '/services/payroll-service',
    excerpt: 'the <mark>page</mark>',
    meta: { title: 'Payroll Services', kind: 'service' },
    sub_results: [
      { title: 'Payroll Services', url: '/services/payroll-service', excerpt: 'one <mark>hit</mark>', locations: [1] },
      {
        title: 'Pricing',
        url: '/services/payroll-service#pricing',
        excerpt: 'two <mark>hits</mark>',
        anchor: { id: 'pricing' },
        locations: [5, 9],
      },
    ],
  }

  it('leads to the part of the page with the most matches, under its heading', () => {
    expect(toHit(data)).toMatchObject({ url: '/services/payroll-service#pricing', heading: 'Pricing', kind: 'service' })
  })

  it('leads to the part headed by what was searched, before one with more matches', () => {
    const named = {
      ...data.sub_results[1]!,
      title: 'Payroll',
      url: '/services/payroll-service#payroll',
      locations: [3],
    }
    const withNamed = { ...data, sub_results: [...data.sub_results, named] }
    expect(toHit(withNamed, ' PAYROLL ')).toMatchObject({ url: named.url, heading: 'Payroll' })
    expect(toHit(withNamed, 'payroll tax').url).toBe('/services/payroll-service#pricing')
  })

  it('takes an unknown kind as a page', () => {
    expect(toHit({ ...data, meta: { title: 'x', kind: 'nonsense' } }).kind).toBe('page')
  })
})

describe('wordsOfPath', () => {
  it.each([
    ['/services/pay-rol', 'services pay rol'],
    ['/blog/Sales%20Tax_guide.html', 'blog Sales Tax guide'],
    ['/%E0%A4%A', 'E0 A4 A'],
  ])('%s gives "%s"', (path, words) => expect(wordsOfPath(path)).toBe(words))
})
