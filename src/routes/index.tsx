import { createFileRoute } from '@tanstack/react-router'
import { BlogTeasers } from '@/components/sections/blog-teasers'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { IconCards } from '@/components/sections/icon-cards'
import { LinkCards } from '@/components/sections/link-cards'
import { PainPoints } from '@/components/sections/pain-points'
import { ProcessSteps } from '@/components/sections/process-steps'
import { SecurityFramework } from '@/components/sections/security-framework'
import { SoftwareExpertise } from '@/components/sections/software-expertise'
import { StatsBand } from '@/components/sections/stats-band'
import { TalentScreening } from '@/components/sections/talent-screening'
import { Testimonials } from '@/components/sections/testimonials'
import { WhyTrust } from '@/components/sections/why-trust'
import { homePage as page } from '@/content/pages/home'
import { talentDetails } from '@/content/fact-links'
import { latest } from 'virtual:blog'

export const Route = createFileRoute('/')({ component: HomePage })

function HomePage() {
  return (
    <Page content={page}>
      <StatsBand content={page.stats} />
      <PainPoints content={page.painPoints} />
      <LinkCards content={page.services} columns={4} compact />
      <IconCards content={page.launchpad} tone="tint" short />
      <WhyTrust content={page.whyTrust} />
      <CtaBanner content={page.reviewBanner} />
      <TalentScreening content={page.talent} details={talentDetails} />
      <SecurityFramework content={page.security} />
      <LinkCards content={page.industries} linkLabel="Learn more" tone="tint" compact />
      <ProcessSteps content={page.process} />
      <SoftwareExpertise content={page.software} />
      <Testimonials content={page.testimonials} />
      <CtaBanner content={page.closingBanner} closing />
      <BlogTeasers content={page.blog} posts={latest} />
    </Page>
  )
}
