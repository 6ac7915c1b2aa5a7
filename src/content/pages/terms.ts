// Terms of use (/terms): plain, fair rules for using the website. Services are governed by each client's written
// engagement agreement, not by these terms; the owner's counsel reviews this text before launch.
import { TRIAL_DAYS } from '@/content/constants'
import { OFFICE_COUNTRIES as countries, OFFICE_LINES as officeList, joinAnd } from '@/content/pages/legal-words'
import { softwareTools } from '@/content/sections'
import { BRAND, COMPANY, CONTACT, OFFICES } from '@/content/site'
import type { LegalPageContent } from '@/content/types'

/** The governing law and courts are those of the state of the US office. */
const usBranch = OFFICES.find((office) => office.flag === 'US')?.branches[0]
if (!usBranch) throw new Error('terms: OFFICES needs a US office, whose state sets the governing law')
const lawState = usBranch.state

export const termsPage = {
  meta: {
    title: `Terms of Use | ${BRAND.name}`,
    description: `The terms for using the ${BRAND.name} website: general information, not advice; estimates, not quotes; our content and trademarks.`,
    keywords: [
      `${BRAND.name} terms of use`,
      'website terms and conditions',
      'bookkeeping website terms',
      'pricing estimate disclaimer',
      'not tax or accounting advice',
    ],
  },
  title: 'Terms of Use',
  updated: '2026-11-27',
  intro: [
    `These terms set out the rules for using the ${BRAND.name} website. We have kept them short and plain. Please read them together with our privacy notice, which explains how the site handles information.`,
  ],
  sections: [
    {
      id: 'who-runs-the-site',
      heading: 'Who runs this site',
      paragraphs: [
        `The website is run by ${COMPANY.legalName} (“${BRAND.name}”, “we”, “us”), a bookkeeping and finance provider with teams in ${countries}.`,
        'By using the site, you accept these terms. If you do not accept them, please do not use the site.',
      ],
    },
    {
      id: 'information-not-advice',
      heading: 'Information, not advice',
      paragraphs: [
        'Everything on the site, including our articles, FAQs and the estimator on the Pricing page, is general information. It is not accounting, tax, legal or financial advice, and it does not take your circumstances into account.',
        'We give advice only within an engagement, once we understand your business; a free consultation is not advice. Reading the site or contacting us does not by itself make you a client. Before you act on anything you read here, speak with your own advisor, or with us once you are a client.',
      ],
    },
    {
      id: 'prices-and-offers',
      heading: 'Prices, the free trial and other offers',
      paragraphs: [
        `Our prices, the ${TRIAL_DAYS}-day free trial and the other offers described on the site are subject to a written engagement agreement, which sets out the scope, the rates and the terms that apply to you. If the site and your agreement differ, the agreement applies.`,
        'A figure from the estimator on the Pricing page is an estimate, not a quote. What you pay depends on the work your books need and is set out in your engagement agreement.',
      ],
    },
    {
      id: 'examples-and-illustrations',
      heading: 'Examples and illustrations',
      paragraphs: [
        'Figures and examples on the site, such as savings, turnaround times and reports, describe typical work. They are not a promise of results: every business is different, and results vary.',
      ],
    },
    {
      id: 'content-and-trademarks',
      heading: 'Our content and trademarks',
      paragraphs: [
        `The site’s text, design, illustrations and logo belong to ${COMPANY.legalName}. You are welcome to read, print and share pages for your own information and to link to any page, but please do not copy, republish or sell our content, or use our name or logo, without our written permission.`,
        `${joinAnd(softwareTools.map((tool) => tool.name))} are trademarks of their owners, as are the names of other software on the site. We name these tools to describe the software we work in; naming them does not mean that their owners endorse ${BRAND.name} or our services.`,
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Using the site fairly',
      paragraphs: [
        'You may use the site for any lawful purpose. Search engines and other tools that follow the site’s robots.txt file and keep a reasonable pace are welcome. Please do not:',
      ],
      list: [
        'Scrape, crawl or copy the site in a way that puts a burden on it or slows it down for other visitors.',
        'Try to break, test or get around its security, or to reach any part of the site or our systems that is not public.',
        'Interfere with how the site works, for example by flooding it with requests or introducing malicious code.',
      ],
    },
    {
      id: 'other-sites',
      heading: 'Links to other sites',
      paragraphs: [
        'The site links to other websites, such as our social media profiles and reviews. They open in a new tab and are run by others under their own terms and privacy practices. We are not responsible for their content or for how they handle your information.',
      ],
    },
    {
      id: 'no-warranty',
      heading: 'No warranty',
      paragraphs: [
        'We work to keep the site accurate and available, but we provide it “as is” and “as available”. To the extent the law allows, we make no promises about it, express or implied, including that it will be complete, current, free of errors or available without interruption.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        `To the extent the law allows, ${COMPANY.legalName} is not liable for any loss or damage arising from your use of the site or from reliance on its content, including indirect or consequential loss, lost profits or lost data.`,
        'Nothing in these terms limits any liability that the law does not allow to be limited. Our responsibilities for the services we provide are set by the engagement agreement for those services.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        `These terms are governed by the laws of the State of ${lawState}, where our US office is, without regard to its conflict-of-law rules. Any dispute about these terms or the site will be heard in the state or federal courts located in ${lawState}, unless a written agreement between you and us says otherwise.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The new version applies from the day it is published on this page, and the date at the top shows when the terms last changed. If you keep using the site after a change, you accept the updated terms.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `Questions about these terms go to ${COMPANY.legalName} at ${CONTACT.general.email} or ${CONTACT.general.phone}. CPA firms and other partners can also write to ${CONTACT.partnerships.email}. Our offices are in:`,
      ],
      list: officeList,
    },
  ],
} satisfies LegalPageContent
