import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Hero } from '@/components/sections/hero'
import { contactPage as page } from '@/content/pages/contact'
import { usePageHead } from '@/lib/page-head'
import { BookingSection, ContactChannels, Offices } from './-components/contact-sections'

export const Route = createFileRoute('/contact')({ component: ContactPage })

function ContactPage() {
  usePageHead(page)
  return (
    <>
      <Hero content={page.hero} />
      <BookingSection content={page.booking} />
      <ContactChannels content={page.channels} />
      <Offices content={page.offices} />
      <CtaBanner content={page.closingBanner} />
    </>
  )
}
