// The CMS's preview of an article, as its page will show it: the site's stylesheet, the article page's classes
// (routes/-components/article-styles.ts), its author and reviewer, its cover picture (an illustration marks only its card), its date
// format, and the {{variables}} filled in.
// scripts/admin.mjs serves it as dist/admin/preview.js, after `const SITE = {…}` with those facts of the build.
/* global CMS, h, createClass, SITE */
CMS.registerPreviewStyle(SITE.css)

/** A text with each {{name}} replaced by its variable (an unknown name stays, as the build will refuse it). */
const fill = (text) =>
  String(text ?? '').replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name) => SITE.variables[name] ?? whole)

/** "March 2, 2025", as lib/format.ts writes an article's date. */
const formatDate = (iso) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso ?? '')
    ? new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : ''

/** The rendered Markdown, with the variables filled in once Decap has rendered it. */
const Body = createClass({
  componentDidMount() {
    this.fillVariables()
  },
  componentDidUpdate() {
    this.fillVariables()
  },
  fillVariables() {
    const walker = this.node.ownerDocument.createTreeWalker(this.node, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const filled = fill(node.nodeValue)
      if (filled !== node.nodeValue) node.nodeValue = filled
    }
  },
  render() {
    return h('div', { className: SITE.styles.body, ref: (node) => (this.node = node) }, this.props.children)
  },
})

/**
 * An author's name (and credential) by id, as the build found them, with the site's "Sample" mark while the person
 * (or the credential shown) is a sample, as the page marks them; an author added since shows their id.
 */
const person = (id, { credential = false } = {}) => {
  const author = SITE.authors[id]
  if (!author) return [id]
  const sample = author.sample || (credential && author.credentialSample)
  return [
    author.name,
    credential && author.credential ? `, ${author.credential}` : '',
    ...(sample ? [' ', h('span', { className: `${SITE.sampleMark} ${SITE.styles.sample}` }, 'Sample')] : []),
    credential && author.credential ? ',' : '',
  ]
}

CMS.registerPreviewTemplate(
  'articles',
  createClass({
    render() {
      const field = (name) => this.props.entry.getIn(['data', name])
      const cover = field('cover')
      const coverFile = cover?.get('src') && this.props.getAsset(cover.get('src'))
      const author = field('author')
      const reviewer = field('reviewer')
      return h(
        'article',
        { className: SITE.styles.article },
        h('h1', { className: SITE.styles.title }, fill(field('title'))),
        h('p', { className: SITE.styles.description }, fill(field('description'))),
        h(
          'p',
          { className: SITE.styles.meta },
          ...(author ? ['By ', ...person(author), ' · '] : []),
          formatDate(field('date')),
        ),
        reviewer &&
          h(
            'p',
            { className: SITE.styles.review },
            'Reviewed by ',
            ...person(reviewer, { credential: true }),
            ` on ${formatDate(field('reviewed'))}`,
          ),
        coverFile &&
          h('img', {
            src: coverFile.toString(),
            alt: cover.get('alt') ?? '',
            className: `h-auto w-full ${SITE.styles.illustration}`,
          }),
        h(Body, null, this.props.widgetFor('body')),
      )
    },
  }),
)
