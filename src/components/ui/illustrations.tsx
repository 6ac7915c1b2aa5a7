// SVG illustrations drawn for the site, loaded as files (not JS) and shown at their 4:3 frame, so they cost no layout shift.
import heroFinance from '@/assets/illustrations/hero-finance.svg'
import heroAbout from '@/assets/illustrations/hero-about.svg'
import heroBookkeeping from '@/assets/illustrations/hero-bookkeeping.svg'
import heroPayroll from '@/assets/illustrations/hero-payroll.svg'
import heroReceivables from '@/assets/illustrations/hero-receivables.svg'
import heroCatchUp from '@/assets/illustrations/hero-catch-up.svg'
import heroStone from '@/assets/illustrations/hero-stone.svg'
import heroFabrication from '@/assets/illustrations/hero-fabrication.svg'
import heroDesign from '@/assets/illustrations/hero-design.svg'
import heroStartup from '@/assets/illustrations/hero-startup.svg'
import heroSmb from '@/assets/illustrations/hero-smb.svg'
import heroCpa from '@/assets/illustrations/hero-cpa.svg'
import heroContact from '@/assets/illustrations/hero-contact.svg'
import heroOverview from '@/assets/illustrations/hero-overview.svg'
import painPoints from '@/assets/illustrations/pain-points.svg'
import trustReview from '@/assets/illustrations/trust-review.svg'
import trustPod from '@/assets/illustrations/trust-pod.svg'
import trustSecurity from '@/assets/illustrations/trust-security.svg'
import blogMonthEnd from '@/assets/illustrations/blog-month-end.svg'
import blogCatchUp from '@/assets/illustrations/blog-catch-up.svg'
import blogSecurity from '@/assets/illustrations/blog-security.svg'
import notFound from '@/assets/illustrations/not-found.svg'
import type { ComponentProps } from 'react'
import type { IllustrationName } from '@/names'
import { cn } from '@/lib/cn'

const illustrations = {
  'hero-finance': heroFinance,
  'hero-about': heroAbout,
  'hero-bookkeeping': heroBookkeeping,
  'hero-payroll': heroPayroll,
  'hero-receivables': heroReceivables,
  'hero-catch-up': heroCatchUp,
  'hero-stone': heroStone,
  'hero-fabrication': heroFabrication,
  'hero-design': heroDesign,
  'hero-startup': heroStartup,
  'hero-smb': heroSmb,
  'hero-cpa': heroCpa,
  'hero-contact': heroContact,
  'hero-overview': heroOverview,
  'pain-points': painPoints,
  'trust-review': trustReview,
  'trust-pod': trustPod,
  'trust-security': trustSecurity,
  'blog-month-end': blogMonthEnd,
  'blog-catch-up': blogCatchUp,
  'blog-security': blogSecurity,
  'not-found': notFound,
} satisfies Record<IllustrationName, string>

/** Illustrations are decorative: the heading and copy beside them carry the meaning. */
export function Illustration({
  name,
  className,
  priority = false,
  ...props
}: { name: IllustrationName; priority?: boolean } & Omit<ComponentProps<'img'>, 'src'>) {
  return (
    <img
      src={illustrations[name]}
      alt=""
      width={640}
      height={480}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={cn('h-auto w-full', className)}
      {...props}
    />
  )
}
