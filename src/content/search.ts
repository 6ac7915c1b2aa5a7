// The site search's form, wherever it shows (the not-found page, the FAQ hub, /search): its label and button; on the
// FAQ hub it searches the answers only.
export const SEARCH_FORM = { label: 'Search the site', faqLabel: 'Search every answer', button: 'Search' }
/** The kind of result that is a FAQ answer (the filter's value in the address: /search?q=…&kind=faq). */
export const FAQ_KIND = 'faq' as const
