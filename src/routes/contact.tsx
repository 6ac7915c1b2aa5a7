import { createFileRoute } from '@tanstack/react-router'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { contactPage as page } from '@/content/pages/contact'
import { BookingSection, ContactChannels, Offices } from './-components/contact-sections'

export const Route = createFileRoute('/contact')({ component: ContactPage })

function ContactPage() {
  return (
    <Page content={page}>
      <BookingSection content={page.booking} />
      <ContactChannels content={page.channels} />
      <Offices content={page.offices} />
      <CtaBanner content={page.closingBanner} />
    </Page>
  )
}
