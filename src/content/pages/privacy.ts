// Privacy notice (/privacy): what the website collects (next to nothing) and what happens to what visitors send us.
// Every statement here describes what the site does as built and tested; who keeps the server logs follows from the
// host in the site configuration (HOSTING), and what visit statistics the site sends, and to whom, from its analytics
// (privacyNotice; off as shipped, when the notice says there are none). The owner's counsel reviews it before launch.
import { ANALYTICS_SERVICES } from '@/content/analytics'
import { practiceLink } from '@/content/fact-phrases'
import {
  joinAnd,
  OFFICE_COUNTRIES as countries,
  OFFICE_LINES as officeList,
  OFFSHORE_COUNTRIES as offshoreCountries,
} from '@/content/pages/legal-words'
import { PRACTICES } from '@/content/practices'
import { SCHEDULER } from '@/content/scheduler'
import { BRAND, COMPANY, CONTACT, HOSTING, HOSTS, SOCIAL } from '@/content/site'
import type { Analytics, LegalPageContent } from '@/content/types'

/** Our own server keeps its logs itself; any other host keeps them under its own notice. */
const ownServer = HOSTING.host === 'nginx'
const host = HOSTS[HOSTING.host]
const logKeeper = ownServer ? 'our own web server' : host
/** The links that open another company's site; the online calendar only once the owner has one (scheduler.yml). */
const opensElsewhere = [
  '“View All Feedback” opens our reviews on a review site',
  'the social media icons open our profiles on those networks',
  ...(SCHEDULER.url ? ['our booking page can open the online calendar on its own'] : []),
]
/** The social links that open a chat with us rather than a profile. */
const MESSAGING_NETWORKS = ['WhatsApp', 'Messenger', 'Telegram']
const messaging = SOCIAL.filter((link) => MESSAGING_NETWORKS.includes(link.network)).map((link) => link.network)

/** Said in both versions of the short summary. */
const formsSendNothing =
  'The site’s forms send nothing to us: the cost estimator and the in-house comparison on the Pricing page, and the site search.'

export const privacyPage = {
  meta: {
    title: `Privacy Notice | ${BRAND.name}`,
    description: `How the ${BRAND.name} website handles your information: no cookies of ours, no tracking, an estimator and comparison that send nothing, and what we keep when you email or call us.`,
    keywords: [
      `${BRAND.name} privacy notice`,
      'website privacy policy',
      'no cookies no tracking',
      'bookkeeping data privacy',
      'offshore accounting confidentiality',
    ],
  },
  title: 'Privacy Notice',
  updated: '2026-11-29',
  intro: [
    `This notice explains what information the ${BRAND.name} website collects, what we do with it and the choices you have. The site is run by ${COMPANY.legalName} (“${BRAND.name}”, “we”, “us”), a bookkeeping and finance provider with teams in ${countries}.`,
    `The short version: our pages set no cookies, run no analytics or tracking, show no ads and have no accounts. ${formsSendNothing} Apart from the standard request logs that ${logKeeper} keeps, we receive information about you only when you choose to email or call us, or book a call.`,
  ],
  sections: [
    {
      id: 'what-the-site-does-not-collect',
      heading: 'What the site does not collect',
      paragraphs: ['We built the website to work without collecting information about the people who visit it:'],
      list: [
        'No cookies of ours: our pages set none. A host or content delivery network in front of the site can set its own, for example to tell people from automated traffic; such a cookie is its own, under its own notice.',
        'No analytics, tracking pixels or session recording.',
        'No advertising and no advertising networks.',
        'No accounts to create, and no form that sends anything to us. The cost estimator on the Pricing page is a form, but your choices only change the address of the page in your browser, so that you can bookmark or share the estimate; the in-house comparison beside it works the same way, with the salary and costs you enter. If you reload that page or open a shared estimate, its address, choices included, reaches the server like any page request and appears in its log. Their booking buttons take the estimate or the comparison to our booking page the same way, in the address, where it is written into the email prepared for you and, when we offer one, passed to the online calendar (see below). The site search works the same way: your search words go into the address (/search?q=…) and are looked up in your browser; a reload or a shared search sends that address to the server, which logs it.',
        'No requests to other companies’ servers: fonts, images and scripts are all served from the site’s own host, so loading a page does not tell any third party that you visited. The one exception is the online calendar on our booking page, when we offer one (see below).',
      ],
    },
    {
      id: 'session-storage',
      heading: 'Values kept in your browser',
      paragraphs: [
        'The site keeps a few small values in your browser’s session storage. Session storage is not a cookie: the values are deleted when you close the tab, and none of them identifies you. Clearing your browser’s site data removes them; the site keeps working, though the intro animation may play again. The values are:',
      ],
      list: [
        'Whether the short intro animation has already been shown in this session, so that it plays only once.',
        'Your scroll positions, so that the Back and Forward buttons return you to the same place on a page.',
        'The campaign tags of the link you first arrived by, if it had any (the utm_source, utm_medium, utm_campaign, utm_term and utm_content parts of its address, such as those of a newsletter link). They leave your browser only when our booking page loads the online calendar, which receives them and records them with your booking if you book.',
      ],
    },
    {
      id: 'checklist-ticks',
      heading: 'Ticks on our checklists',
      paragraphs: [
        'On our checklists (the month-end close, the documents for a catch-up and a CPA firm’s onboarding), the steps you tick are kept in your browser’s local storage, on the device you use, so that they are still ticked when you come back. Unlike the values above, they last until you clear them with the checklist’s own button or clear the site’s data in your browser. They are not a cookie, they identify no one, and the site does not send them to us or to anyone else.',
      ],
    },
    {
      id: 'server-logs',
      heading: `Server logs kept by ${logKeeper}`,
      paragraphs: [
        ownServer
          ? 'The site is served from our own web server, which, like almost every web server, keeps a standard access log. A log entry records the IP address a request came from, the browser type, the address requested and the date and time.'
          : `The site is served by ${host}, whose servers, like almost every web server, keep standard request logs. A log entry records the IP address a request came from, the browser type, the address requested and the date and time.`,
        ownServer
          ? 'We keep these logs to deliver the site and to protect it from abuse, such as floods of automated requests, for as long as the log rotation of our server keeps them. We do not use them to identify visitors, build profiles or follow anyone across the web. If a content delivery network sits in front of our server, it keeps request logs of its own.'
          : `${host} keeps these logs to deliver the site and to protect it from abuse, such as floods of automated requests, under its own privacy notice and for as long as its settings keep them. We do not use them to identify visitors, build profiles or follow anyone across the web.`,
      ],
    },
    {
      id: 'contacting-us',
      heading: 'When you email or call us',
      paragraphs: [
        `The site’s contact and booking buttons either open your own email or phone app, with our address or number filled in, or take you to our booking page, where you can email or call us or, when we offer one, pick a time in our online calendar. Nothing reaches us until you send it yourself. Our addresses are ${CONTACT.general.email} for general questions and ${CONTACT.partnerships.email} for partnerships.`,
        'If you email or call us, we receive what you choose to share, usually your name, contact details, company and what you need (please keep it to that: see below). We use it to reply to you and to discuss and provide our services, and we keep it as business correspondence. We do not sell it, and we do not share it with anyone for their marketing.',
      ],
    },
    {
      id: 'online-calendar',
      heading: 'When you book a call in our online calendar',
      paragraphs: [
        'When we offer an online calendar, our booking page shows our scheduling provider’s booking page inside it, a third party’s page. Opening our booking page then loads that page from the provider’s servers, which receive the usual technical details of a request (your IP address, your browser type and which site the request comes from) under their own privacy notice.',
        'Our booking page passes the calendar the topic you asked about, the page and button you came from, the estimate or comparison you bring from the Pricing page, if any, and the campaign tags described above, so that we know what you would like to discuss and which parts of the site lead people to book. The name, email address and answers you enter go to the provider and to us, and we use them to hold the call and follow up on it, as with an email.',
      ],
    },
    {
      id: 'sensitive-documents',
      heading: 'Please send no sensitive records before you are a client',
      paragraphs: [
        PRACTICES.beforeSignup.text,
        `Once you are a client, your records reach us ${practiceLink('exchange', 'through our encrypted client portal, not by email')}.`,
      ],
    },
    {
      id: 'client-data',
      heading: 'Client data and where our teams work',
      paragraphs: [
        'Financial records and other information we handle to provide services to a client are governed by that client’s engagement agreement, including its confidentiality and security terms, not by this notice.',
        `Our teams work in ${countries}. Information a client shares may be handled by our staff in ${offshoreCountries} under the engagement.`,
      ],
    },
    {
      id: 'other-sites',
      heading: 'Links to other sites',
      paragraphs: [
        `Some links lead to other companies’ websites and open in a new tab: ${joinAnd(opensElsewhere)}. Those sites have their own privacy practices, which this notice does not cover, so please read their notices before you share information with them.`,
        ...(messaging.length > 0
          ? [
              `A message you send us on ${messaging.join(' or ')} passes through that service under its own privacy notice. Please send no documents or account details there: once you are a client, ${practiceLink('exchange', 'documents reach us through our encrypted client portal')}.`,
            ]
          : []),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      paragraphs: [
        `You may ask us what correspondence we hold about you, ask us to correct it or ask us to delete it. Write to ${CONTACT.general.email} and we will reply. We may need to confirm that a request comes from you, and we may keep records that the law requires us to keep.`,
        'Depending on where you live, US state privacy laws may give you further rights. You can make any request under them at the same address.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'The site is for businesses. It is not directed at children under 13, and we do not knowingly collect information from them.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: [
        'If we change this notice, we will publish the new version on this page and change the date at the top to the day it changed.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        `Questions about this notice or about your information go to ${COMPANY.legalName} at ${CONTACT.general.email} or ${CONTACT.general.phone}. Our offices are in:`,
      ],
      list: officeList,
    },
  ],
} satisfies LegalPageContent

/**
 * The notice for a build's analytics: without, the notice above; with, what the site sends, to whom and for how long,
 * where the notice above says there is nothing. (The route picks the notice above when the build has no analytics, so
 * the words below are not in that build.)
 */
export function privacyNotice(analytics: Analytics | null): LegalPageContent {
  if (!analytics) return privacyPage
  const service = ANALYTICS_SERVICES[analytics.provider]
  const { origin, host } = new URL(analytics.endpoint)
  const cloud = origin === service.cloud
  const who = cloud
    ? `${service.name} (${host}), a privacy-first analytics service`
    : `our own ${service.selfHosted} server at ${host}`
  const name = cloud ? service.name : 'Our analytics server'
  const statistics: LegalPageContent['sections'][number] = {
    id: 'visit-statistics',
    heading: 'Visit statistics',
    paragraphs: [
      `To learn which pages help people and which lead to a call, the site counts visits and a few actions with ${who}. When you open a page, press a booking button, an email or phone link or a link to another site, use the cost estimator, book a call in our online calendar or reach a page that does not exist, your browser sends it a short message saying so.`,
      `A message holds the address of the page (with the campaign tags of the link you came by, if any, and nothing else of the address), the site you came from, and what you did: the topic, page and button of a booking, the services you picked in the estimator (not the figures you typed), the address of a link to another site${analytics.provider === 'umami' ? ', and your screen size, language and the page title' : ''}. It holds nothing you type in an email or the calendar.`,
      `Our pages set no cookie for it, store nothing in your browser and give you no identifier. Like any request, each message reaches ${cloud ? service.name : 'the server'} with your IP address and browser type: ${service.name} ${service.visitors}, and keeps the country, browser, operating system and type of device it tells from them. ${name} keeps these statistics for as long as we use ${cloud ? 'it' : 'it for the site'}; they are about pages and actions, not people, and we do not combine them with anything else.`,
      'If your browser sends Global Privacy Control or Do Not Track, the site sends none of these messages. Blocking scripts or the analytics address in your browser stops them too, and the site works the same.',
    ],
  }
  return {
    ...privacyPage,
    meta: {
      ...privacyPage.meta,
      description: `How the ${BRAND.name} website handles your information: no cookies of ours, cookieless visit statistics, an estimator and comparison that send nothing, and what we keep when you email or call us.`,
    },
    intro: [
      privacyPage.intro[0]!,
      `The short version: our pages set no cookies, show no ads and have no accounts. They count visits and a few actions, such as a booking button pressed, with ${cloud ? service.name : 'our own analytics server'}, without cookies or any identifier of ours, unless your browser asks not to be tracked. ${formsSendNothing} Apart from the standard request logs that ${logKeeper} keeps and those statistics, we receive information about you only when you choose to email or call us, or book a call.`,
    ],
    sections: privacyPage.sections.flatMap((section) => {
      if (section.id !== 'what-the-site-does-not-collect') return [section]
      const list = section.list?.map((item) => {
        if (item.startsWith('No analytics')) {
          return 'No tracking pixels, session recording or advertising analytics: the visit statistics below are counted without cookies or identifiers.'
        }
        if (item.startsWith('No requests to')) {
          return cloud
            ? `No requests to other companies’ servers but two: fonts, images and scripts are all served from the site’s own host; ${service.name} hears from your browser to count visits (see below), and so does our online calendar’s provider on our booking page, when we offer one.`
            : 'No requests to other companies’ servers for the visit statistics: fonts, images and scripts are served from the site’s own host, and the statistics go to our own server. The one exception is the online calendar on our booking page, when we offer one (see below).'
        }
        return item
      })
      return [{ ...section, list }, statistics]
    }),
  }
}
