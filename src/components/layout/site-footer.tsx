import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { COPYRIGHT_YEAR } from '@/content/constants'
import { BRAND, COMPANY, CONTACT, OFFICES, SOCIAL } from '@/content/site'
import { NONE_OPEN, useAccordion } from '@/lib/accordion'
import { cn } from '@/lib/cn'
import { footerGroups, legalLinks, type FooterGroup } from '@/lib/nav'
import { BookingButton } from '@/components/sections/cta-button'
import { DarkBand } from '@/components/ui/band'
import { Icon } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { SampleMark } from '@/components/ui/sample-mark'
import { SocialIcon } from '@/components/ui/social-icon'

/** The "Sample" mark on the footer's facts the owner has not confirmed: the contacts once, the profiles, the name. */
const mark = (sample: boolean | undefined) => sample && <SampleMark tone="dark" />

/** Any of the contact lines is a sample: one mark, and a gold rule down the lines it covers (five marks read as noise). */
const contactSample = CONTACT.general.sample || OFFICES.some((office) => office.branches.some((b) => b.sample))

export function SiteFooter() {
  // On phones every group starts closed: the footer is a short list of headings until one is opened.
  const { openIndex, toggle } = useAccordion(NONE_OPEN)
  return (
    <footer className="border-t border-white/15 bg-secondary-950 text-ink-200 print:hidden">
      <h2 className="sr-only">Site footer</h2>
      <div className="container-site grid gap-7 py-8 sm:py-14 lg:grid-cols-[minmax(0,22rem)_1fr] lg:gap-16 lg:py-20">
        <div className="space-y-4">
          <Link to="/" aria-label={`${BRAND.name} home`} className="inline-block rounded-md">
            <Logo variant="white" />
          </Link>
          <p className="max-w-sm text-sm leading-copy text-ink-200">
            {BRAND.tagline} for US businesses: bookkeeping, payroll, receivables and payables.
          </p>
          <div className={cn('space-y-2', contactSample && 'border-l-2 border-gold-400 pl-3')}>
            {mark(contactSample)}
            <ul aria-label="Contact" className="space-y-2 text-sm">
              <li>
                <a
                  href={`mailto:${CONTACT.general.email}`}
                  className="inline-flex min-h-6 items-center gap-2 hover:text-white"
                >
                  <Icon name="envelope" className="size-5 text-primary-300" />
                  {CONTACT.general.email}
                </a>
              </li>
              <li>
                <a href={CONTACT.general.phoneHref} className="inline-flex min-h-6 items-center gap-2 hover:text-white">
                  <Icon name="phone" className="size-5 text-primary-300" />
                  {CONTACT.general.phone}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-primary-300" />
                <span>
                  {OFFICES.flatMap((office) => office.branches.map((b) => `${b.location}, ${b.state}`)).join(' · ')}
                </span>
              </li>
            </ul>
          </div>
          <DarkBand.Provider value={true}>
            <BookingButton label="Meet an expert" />
          </DarkBand.Provider>
          <div className="flex flex-wrap items-center gap-2">
            <ul className="flex flex-wrap gap-2" aria-label="Social media">
              {SOCIAL.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.label} (opens in a new tab)`}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon icon={social.icon} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
            {mark(SOCIAL.some((social) => social.sample))}
          </div>
        </div>
        <div className="grid gap-x-8 menu:grid-cols-4 menu:gap-y-8">
          {footerGroups.map((group, index) => (
            <FooterLinks key={group.title} group={group} open={openIndex === index} onToggle={() => toggle(index)} />
          ))}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container-site flex flex-col gap-2 py-5 text-sm text-ink-300 sm:flex-row sm:items-center sm:justify-between">
          {/* The last year is the build's: the prerender writes it, and hydration keeps that text (no mismatch). */}
          <p suppressHydrationWarning>
            © {COPYRIGHT_YEAR}–{new Date().getFullYear()} {COMPANY.legalName}. All rights reserved.{' '}
            {mark(COMPANY.sample)}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Legal">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-flex min-h-6 items-center hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}

/** A link group: a plain heading on wide screens, an accordion section on phones (one open at a time). */
function FooterLinks({ group, open, onToggle }: { group: FooterGroup; open: boolean; onToggle: () => void }) {
  const panelId = useId()
  return (
    <div className="border-b border-white/15 menu:border-0">
      <h3 className="hidden text-sm font-semibold tracking-wide text-white uppercase menu:block">{group.title}</h3>
      <h3 className="menu:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between py-3 text-left text-sm font-semibold tracking-wide text-white uppercase"
        >
          {group.title}
          <Icon name="chevron-down" className={cn('size-5 transition-transform no-js:hidden', open && 'rotate-180')} />
        </button>
      </h3>
      {/* A closed group is hidden on phones only while scripts run: without JavaScript every group can be read. */}
      <ul id={panelId} className={cn('space-y-1 pb-4 menu:mt-4', !open && 'js:max-menu:hidden')}>
        {group.links.map((item) => (
          <li key={item.label}>
            <Link
              {...item.link}
              className="inline-flex min-h-8 items-center text-sm text-ink-200 hover:text-white hover:underline"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
