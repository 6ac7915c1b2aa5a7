import type { ComponentProps, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { BookingLink } from '@/lib/booking'
import { cn } from '@/lib/cn'
import type { IconName, InternalLink } from '@/names'
import { Icon } from './icons'

const base =
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:opacity-60'

// One action, one look: `primary` (filled green) is the booking action and nothing else; on a dark band it is
// `inverse` (filled white). Every other action is outlined (`secondary`) or a link.
const variants = {
  primary: 'rounded-full bg-primary-700 text-white shadow-sm hover:bg-primary-800 focus-visible:outline-primary-700',
  inverse: 'rounded-full bg-white text-primary-800 shadow-sm hover:bg-primary-50 focus-visible:outline-white',
  // One outlined look for every other action (a blue one beside a grey one read as two kinds: visual review); its
  // outline at 4.8:1, a button on white and on the tinted bands alike (ink-300's 1.6:1 faded on the tints).
  secondary:
    'rounded-full text-ink-800 ring-1 ring-ink-500 ring-inset hover:bg-ink-50 focus-visible:outline-secondary-700',
  /** `secondary` on a dark band. */
  outlineInverse:
    'rounded-full text-white ring-1 ring-white/50 ring-inset hover:bg-white/10 hover:ring-white focus-visible:outline-white',
  // A text link with a button's icon: no pill and no padding, whatever the size.
  link: 'min-h-6 rounded-sm text-[0.9375rem] text-secondary-700 underline-offset-4 hover:underline focus-visible:outline-secondary-700',
}

const sizes = {
  sm: 'min-h-9 px-3.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-[0.9375rem] leading-snug',
  lg: 'min-h-12 px-6 py-2.5 text-base leading-snug',
}

type ButtonVariant = keyof typeof variants
type ButtonSize = keyof typeof sizes

// Each utility is set once per button (no conflicting classes to resolve); `className` adds layout such as margins.
const buttonStyles = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') =>
  cn(base, variants[variant], variant !== 'link' && sizes[size])

type Common = {
  variant?: ButtonVariant
  size?: ButtonSize
  icon?: IconName
  /** Where the icon sits; trailing arrows read as "go". */
  iconPosition?: 'start' | 'end'
  className?: string
  children: ReactNode
}

type ButtonProps =
  | (Common & { link: InternalLink | BookingLink } & Omit<ComponentProps<'a'>, 'href' | 'children'>)
  | (Common & { href: string; link?: never } & Omit<ComponentProps<'a'>, 'children'>)
  | (Common & { link?: never; href?: never } & Omit<ComponentProps<'button'>, 'children'>)

/** The one button of the site: a router link (`link`), an anchor (`href`) or a button. */
export function Button(props: ButtonProps) {
  const { variant, size, icon, iconPosition = 'end', className, children, ...rest } = props
  const classes = cn(buttonStyles(variant, size), className)
  const content = (
    <>
      {icon && iconPosition === 'start' && <Icon name={icon} className="size-5 shrink-0" />}
      {children}
      {icon && iconPosition === 'end' && <Icon name={icon} className="size-5 shrink-0" />}
    </>
  )
  if ('link' in rest && rest.link) {
    const { link, ...anchor } = rest
    return (
      <Link {...anchor} {...link} className={classes}>
        {content}
      </Link>
    )
  }
  if ('href' in rest && rest.href) {
    return (
      <a {...(rest as ComponentProps<'a'>)} className={classes}>
        {content}
      </a>
    )
  }
  return (
    <button type="button" {...(rest as ComponentProps<'button'>)} className={classes}>
      {content}
    </button>
  )
}
