// Name unions shared by content and components: which icons, illustrations and brand marks exist, and which paths
// the router knows. A leaf module: it imports nothing of the site, so any layer may use it (content names an icon,
// the sprite and the components draw it).
import type { RegisteredRouter } from '@tanstack/react-router'

/**
 * Every path a link may go to without parameters, as TanStack Router checks links: the router registered in
 * router.tsx (its `Register` declaration) knows them from the route files.
 */
export type RoutePath = Exclude<RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'], `${string}$${string}`>

/** A typed internal link target, optionally to a section by its id. */
export type InternalLink = { to: RoutePath; hash?: string }

/**
 * What a visitor can ask to talk about on a free consultation: each booking button carries the topic of the page it is
 * on (the registry's `topic`), and /book words the call for it.
 */
export const BOOKING_TOPICS = [
  'general',
  'bookkeeping',
  'catch-up',
  'ar-ap',
  'payroll',
  'launchpad',
  'cpa',
  'security',
] as const
export type BookingTopic = (typeof BOOKING_TOPICS)[number]

/** The kinds of business the /pricing estimator knows the typical hours of (content/estimator.ts). */
export const BUSINESS_KINDS = ['general', 'distributors', 'fabricators', 'architects', 'launchpad'] as const
export type BusinessKind = (typeof BUSINESS_KINDS)[number]

/** The roles /pricing's in-house comparison sets beside a pod: a bookkeeper, or an accountant for reporting work. */
export const ROLES = ['bookkeeper', 'accountant'] as const
export type Role = (typeof ROLES)[number]

/**
 * The kinds of business the tax calendar of /deadlines is cut by (content/tax-deadlines.ts): each has its own list, its
 * own feed and its address (/deadlines?for=s-corp), which the route checks without loading the calendar.
 */
export const DEADLINE_KINDS = ['sole-prop', 'partnership', 's-corp', 'c-corp', 'employer'] as const
export type DeadlineKind = (typeof DEADLINE_KINDS)[number]
export const isDeadlineKind = (value: unknown): value is DeadlineKind => DEADLINE_KINDS.includes(value as DeadlineKind)

/** The event /book fires on the document when its scheduler reports a booking (analytics counts it). */
export const BOOKED_EVENT = 'lp:booked'

/**
 * This machine's hosts: a stand-in for the scheduler or the analytics collector runs there in tests, so the build
 * accepts http addresses on them only (and the launch check lists them), never as a service visitors can reach.
 */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]']

/** The backgrounds a section of a page can have (components/ui/section.tsx draws them). */
export const SECTION_TONES = ['white', 'tint', 'green', 'blue', 'dark'] as const
export type SectionTone = (typeof SECTION_TONES)[number]

/** The icon library's icons the site shows (symbols of the sprite, see build/sprite-symbols.tsx). */
export const ICON_NAMES = [
  'academic-cap',
  'adjustments-horizontal',
  'archive-box',
  'arrow-path',
  'arrow-trending-up',
  'arrows-right-left',
  'banknotes',
  'bell-alert',
  'book-open',
  'briefcase',
  'building-library',
  'building-office-2',
  'building-storefront',
  'calculator',
  'calendar-days',
  'chart-bar',
  'chart-pie',
  'chat-bubble-left-right',
  'check-badge',
  'circle-stack',
  'clipboard-document-check',
  'clock',
  'cloud-arrow-up',
  'cog-6-tooth',
  'credit-card',
  'cube',
  'currency-dollar',
  'document-check',
  'document-magnifying-glass',
  'document-text',
  'eye-slash',
  'finger-print',
  'globe-americas',
  'hand-raised',
  'identification',
  'inbox-stack',
  'key',
  'light-bulb',
  'lock-closed',
  'magnifying-glass',
  'map-pin',
  'paint-brush',
  'presentation-chart-line',
  'receipt-percent',
  'rocket-launch',
  'scale',
  'server-stack',
  'shield-check',
  'sparkles',
  'swatch',
  'table-cells',
  'truck',
  'user-group',
  'user-plus',
  'users',
  'wrench-screwdriver',
  'arrow-right',
  'check-circle',
  'phone',
  'envelope',
  'arrow-up-right',
  'bars-3',
  'x-mark',
  'chevron-down',
  'star',
  'exclamation-triangle',
  'check',
  'arrow-down-tray',
] as const
export type IconName = (typeof ICON_NAMES)[number]

/** The illustrations drawn for the site (src/assets/illustrations/<name>.svg). */
export const ILLUSTRATION_NAMES = [
  'hero-finance',
  'hero-about',
  'hero-bookkeeping',
  'hero-payroll',
  'hero-receivables',
  'hero-catch-up',
  'hero-stone',
  'hero-fabrication',
  'hero-design',
  'hero-startup',
  'hero-smb',
  'hero-cpa',
  'hero-contact',
  'hero-overview',
  'pain-points',
  'trust-review',
  'trust-pod',
  'trust-security',
  'blog-month-end',
  'blog-catch-up',
  'blog-security',
  'not-found',
] as const
export type IllustrationName = (typeof ILLUSTRATION_NAMES)[number]

/** Accounting software with a brand mark in the sprite. */
export type SoftwareMark = 'quickbooks' | 'xero' | 'gusto' | 'adp' | 'zoho' | 'sage' | 'expensify' | 'stripe'

/** Social networks with a brand mark in the sprite. */
export const SOCIAL_MARKS = ['linkedin', 'facebook', 'whatsapp', 'instagram', 'youtube'] as const
export type SocialMark = (typeof SOCIAL_MARKS)[number]
