import { createFileRoute } from '@tanstack/react-router'
import { BlogTeasers } from '@/components/sections/blog-teasers'
import { Checklist } from '@/components/sections/checklist'
import { CtaBanner } from '@/components/sections/cta-banner'
import { Page } from '@/components/sections/page'
import { IconCards } from '@/components/sections/icon-cards'
import { Prose } from '@/components/sections/prose'
import { StatsBand } from '@/components/sections/stats-band'
import { TalentScreening } from '@/components/sections/talent-screening'
import { Testimonials } from '@/components/sections/testimonials'
import { aboutPage as page } from '@/content/pages/about'
import { FoundingTeam } from './-components/founding-team'
import { Journey } from './-components/journey'
import { TalentStepsInFull } from './-components/talent-steps-in-full'
import { latest } from 'virtual:blog'

export const Route = createFileRoute('/about')({ component: AboutPage })

function AboutPage() {
  return (
    <Page content={page}>
      <Prose content={page.company} />
      <IconCards content={page.values} columns={2} short />
      <Journey content={page.journey} />
      <Checklist content={page.capabilities} fold="capabilities" />
      <TalentScreening content={page.talent}>
        <TalentStepsInFull content={page.talent} />
      </TalentScreening>
      <FoundingTeam content={page.team} />
      <StatsBand content={page.stats} />
      <Testimonials content={page.testimonials} />
      <CtaBanner content={page.closingBanner} closing />
      <BlogTeasers content={page.blog} posts={latest} />
    </Page>
  )
}
