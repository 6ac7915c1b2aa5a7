// The build's link check (scripts/content-links.mjs): every link written into a content file leads to a page the build
// published and to an anchor of it, and a mistake is one line naming the file, the line and the field. Checked here on
// small files against a small site; `npm run build` runs it on the real ones.
import { describe, expect, it } from 'vitest'
import { articleLinks, linkMistakes, moduleLinks, yamlLinks } from '../../scripts/content-links.mjs'
import { linksIn } from '../../src/lib/inline-links'

/** A published site of three pages, each with its anchors, and a feed. */
const site = {
  pages: new Map([
    ['/', new Set(['main'])],
    ['/pricing', new Set(['compare', 'billing'])],
    ['/security', new Set(['documents', 'who-sees'])],
    ['/blog/month-end', new Set(['the-close'])],
  ]),
  files: (path: string) => path === '/blog/rss.xml',
}
const FAQ = 'src/content/faqs/pricing.yml'
const faq = (answer: string) =>
  `title: Pricing Questions, Answered\nitems:\n  - id: a-question\n    question: How is it priced?\n    answer:\n      - ${JSON.stringify(answer)}\n`
const faqData = (answer: string) => ({
  title: 'Pricing Questions, Answered',
  items: [{ id: 'a-question', question: 'How is it priced?', answer: [answer] }],
})
const ofFaq = (answer: string) => linkMistakes(yamlLinks(faq(answer), FAQ, faqData(answer), linksIn), site)

describe('a link in a FAQ or a settings file', () => {
  it('passes when its page and anchor exist', () => {
    expect(ofFaq('See [the comparison](/pricing#compare) and [our documents](/security#documents).')).toEqual([])
  })

  it('to a page that does not exist fails with the file, line, field and the page meant', () => {
    expect(ofFaq('See [the comparison](/pricng#compare) for the figures.')).toEqual([
      `${FAQ}:6:9 items[0].answer[0]: link "/pricng#compare": /pricng is not a page of the site: did you mean /pricing?`,
    ])
  })

  it('to an anchor its page does not have fails the same way', () => {
    const SETTINGS = 'src/content/settings/claims.yml'
    const text =
      'safeguards:\n  - id: access\n    description: Every login is checked, and [few see your files](/security#who-see).\n'
    const data = {
      safeguards: [
        { id: 'access', description: 'Every login is checked, and [few see your files](/security#who-see).' },
      ],
    }
    expect(linkMistakes(yamlLinks(text, SETTINGS, data, linksIn), site)).toEqual([
      `${SETTINGS}:3:18 safeguards[0].description: link "/security#who-see": /security has no anchor #who-see: did you mean #who-sees?`,
    ])
  })

  it('half written is not taken for words', () => {
    expect(ofFaq('Files are [kept encrypted](security#documents) at rest.')).toEqual([
      `${FAQ}:6:9 items[0].answer[0]: not a link: write one as [words](/path) or [words](/path#anchor), from the site’s root`,
    ])
  })

  it('to a file of the site is checked as a file', () => {
    expect(ofFaq('Follow [the feed](/blog/rss.xml) for new articles.')).toEqual([])
    expect(ofFaq('Follow [the feed](/blog/feed.xml) for new articles.')).toEqual([
      `${FAQ}:6:9 items[0].answer[0]: link "/blog/feed.xml": /blog/feed.xml is not a file of the site`,
    ])
  })
})

describe('a link in an article', () => {
  const FILE = 'src/content/blog/posts/month-end.md'
  const article = (text: string) =>
    `---\ntitle: Month-End\ndescription: The close.\ncta:\n  body: See [the comparison](/pricing#compar).\n---\n\n## The close\n\n${text}\n`
  const mistakes = (text: string) => linkMistakes(articleLinks(article(text), FILE, linksIn), site)

  it('in its text and its front matter, each at its line', () => {
    expect(mistakes('Read [our security](/securty) and [the close](#the-clos).\n\n[ref]: /pricing#billing')).toEqual([
      `${FILE}:5:9 cta.body: link "/pricing#compar": /pricing has no anchor #compar: did you mean #compare?`,
      `${FILE}:10:6 text: link "/securty": /securty is not a page of the site: did you mean /security?`,
      `${FILE}:10:35 text: link "/blog/month-end#the-clos": /blog/month-end has no anchor #the-clos: did you mean #the-close?`,
    ])
  })

  it('leaves links that leave the site alone, and says how to write one to it', () => {
    expect(
      mistakes('See [the IRS](https://www.irs.gov), [mail us](mailto:hello@ledgerpod.example) or [pricing](pricing).'),
    ).toEqual([
      `${FILE}:5:9 cta.body: link "/pricing#compar": /pricing has no anchor #compar: did you mean #compare?`,
      `${FILE}:10:82 text: link "pricing": write a link to the site as a path from its root`,
    ])
  })
})

describe('a link in a page module', () => {
  const FILE = 'src/content/pages/example.ts'
  const source = [
    'export const examplePage = {',
    '  hero: {',
    '    body: `Prices are [on one page](/pricing#billing).`,',
    "    cta: { label: 'See', link: { to: '/pricing', hash: 'compar' } },",
    '  },',
    '  items: [...more, { title: `Read [it](/securty)` }],',
    '} satisfies object',
  ].join('\n')
  const exports = {
    examplePage: {
      hero: {
        body: 'Prices are [on one page](/pricing#billing).',
        cta: { label: 'See', link: { to: '/pricing', hash: 'compar' } },
      },
      items: [{ title: 'A shared item' }, { title: 'Read [it](/securty)' }],
    },
  }

  it('in its copy and its link targets, at the property that writes it, or the nearest one written here', () => {
    expect(linkMistakes(moduleLinks(exports, source, FILE, linksIn), site)).toEqual([
      `${FILE}:4:26 examplePage.hero.cta.link: link "/pricing#compar": /pricing has no anchor #compar: did you mean #compare?`,
      `${FILE}:6:3 examplePage.items[1].title: link "/securty": /securty is not a page of the site: did you mean /security?`,
    ])
  })

  it('leaves a text of a FAQ or settings file to that file', () => {
    const shown = new Set(['Read [it](/securty)'])
    expect(linkMistakes(moduleLinks(exports, source, FILE, linksIn, shown), site)).toHaveLength(1)
  })
})
