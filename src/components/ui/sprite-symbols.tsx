// Every symbol of the site's SVG sprite. Only the build reads this module (scripts/icon-sprite.mjs renders it into
// one cached file, /assets/sprite-<hash>.svg); the browser bundle imports its types alone, so no icon, brand mark or
// logo path is shipped twice, as HTML and again as JavaScript. Pages draw a symbol with <Icon>, <Logo>, <SocialIcon>
// or <SoftwareLogo>, which render `<use href="…sprite.svg#id">`.
import AcademicCapIcon from '@heroicons/react/24/outline/AcademicCapIcon'
import AdjustmentsHorizontalIcon from '@heroicons/react/24/outline/AdjustmentsHorizontalIcon'
import ArchiveBoxIcon from '@heroicons/react/24/outline/ArchiveBoxIcon'
import ArrowPathIcon from '@heroicons/react/24/outline/ArrowPathIcon'
import ArrowTrendingUpIcon from '@heroicons/react/24/outline/ArrowTrendingUpIcon'
import ArrowsRightLeftIcon from '@heroicons/react/24/outline/ArrowsRightLeftIcon'
import BanknotesIcon from '@heroicons/react/24/outline/BanknotesIcon'
import BellAlertIcon from '@heroicons/react/24/outline/BellAlertIcon'
import BookOpenIcon from '@heroicons/react/24/outline/BookOpenIcon'
import BriefcaseIcon from '@heroicons/react/24/outline/BriefcaseIcon'
import BuildingLibraryIcon from '@heroicons/react/24/outline/BuildingLibraryIcon'
import BuildingOffice2Icon from '@heroicons/react/24/outline/BuildingOffice2Icon'
import BuildingStorefrontIcon from '@heroicons/react/24/outline/BuildingStorefrontIcon'
import CalculatorIcon from '@heroicons/react/24/outline/CalculatorIcon'
import CalendarDaysIcon from '@heroicons/react/24/outline/CalendarDaysIcon'
import ChartBarIcon from '@heroicons/react/24/outline/ChartBarIcon'
import ChartPieIcon from '@heroicons/react/24/outline/ChartPieIcon'
import ChatBubbleLeftRightIcon from '@heroicons/react/24/outline/ChatBubbleLeftRightIcon'
import CheckBadgeIcon from '@heroicons/react/24/outline/CheckBadgeIcon'
import CircleStackIcon from '@heroicons/react/24/outline/CircleStackIcon'
import ClipboardDocumentCheckIcon from '@heroicons/react/24/outline/ClipboardDocumentCheckIcon'
import ClockIcon from '@heroicons/react/24/outline/ClockIcon'
import CloudArrowUpIcon from '@heroicons/react/24/outline/CloudArrowUpIcon'
import Cog6ToothIcon from '@heroicons/react/24/outline/Cog6ToothIcon'
import CreditCardIcon from '@heroicons/react/24/outline/CreditCardIcon'
import CubeIcon from '@heroicons/react/24/outline/CubeIcon'
import CurrencyDollarIcon from '@heroicons/react/24/outline/CurrencyDollarIcon'
import DocumentCheckIcon from '@heroicons/react/24/outline/DocumentCheckIcon'
import DocumentMagnifyingGlassIcon from '@heroicons/react/24/outline/DocumentMagnifyingGlassIcon'
import DocumentTextIcon from '@heroicons/react/24/outline/DocumentTextIcon'
import EyeSlashIcon from '@heroicons/react/24/outline/EyeSlashIcon'
import FingerPrintIcon from '@heroicons/react/24/outline/FingerPrintIcon'
import GlobeAmericasIcon from '@heroicons/react/24/outline/GlobeAmericasIcon'
import HandRaisedIcon from '@heroicons/react/24/outline/HandRaisedIcon'
import IdentificationIcon from '@heroicons/react/24/outline/IdentificationIcon'
import InboxStackIcon from '@heroicons/react/24/outline/InboxStackIcon'
import KeyIcon from '@heroicons/react/24/outline/KeyIcon'
import LightBulbIcon from '@heroicons/react/24/outline/LightBulbIcon'
import LockClosedIcon from '@heroicons/react/24/outline/LockClosedIcon'
import MagnifyingGlassIcon from '@heroicons/react/24/outline/MagnifyingGlassIcon'
import MapPinIcon from '@heroicons/react/24/outline/MapPinIcon'
import PaintBrushIcon from '@heroicons/react/24/outline/PaintBrushIcon'
import PresentationChartLineIcon from '@heroicons/react/24/outline/PresentationChartLineIcon'
import ReceiptPercentIcon from '@heroicons/react/24/outline/ReceiptPercentIcon'
import RocketLaunchIcon from '@heroicons/react/24/outline/RocketLaunchIcon'
import ScaleIcon from '@heroicons/react/24/outline/ScaleIcon'
import ServerStackIcon from '@heroicons/react/24/outline/ServerStackIcon'
import ShieldCheckIcon from '@heroicons/react/24/outline/ShieldCheckIcon'
import SparklesIcon from '@heroicons/react/24/outline/SparklesIcon'
import SwatchIcon from '@heroicons/react/24/outline/SwatchIcon'
import TableCellsIcon from '@heroicons/react/24/outline/TableCellsIcon'
import TruckIcon from '@heroicons/react/24/outline/TruckIcon'
import UserGroupIcon from '@heroicons/react/24/outline/UserGroupIcon'
import UserPlusIcon from '@heroicons/react/24/outline/UserPlusIcon'
import UsersIcon from '@heroicons/react/24/outline/UsersIcon'
import WrenchScrewdriverIcon from '@heroicons/react/24/outline/WrenchScrewdriverIcon'
import ArrowRightIcon from '@heroicons/react/24/outline/ArrowRightIcon'
import CheckCircleIcon from '@heroicons/react/24/outline/CheckCircleIcon'
import PhoneIcon from '@heroicons/react/24/outline/PhoneIcon'
import EnvelopeIcon from '@heroicons/react/24/outline/EnvelopeIcon'
import ArrowUpRightIcon from '@heroicons/react/24/outline/ArrowUpRightIcon'
import Bars3Icon from '@heroicons/react/24/outline/Bars3Icon'
import XMarkIcon from '@heroicons/react/24/outline/XMarkIcon'
import ChevronDownIcon from '@heroicons/react/20/solid/ChevronDownIcon'
import StarIcon from '@heroicons/react/20/solid/StarIcon'
import type { ComponentProps, ComponentType, ReactElement } from 'react'
import type { IconName } from '@/names'
import { socialMarks, softwareMarks } from './brand-marks'
import { LogoArt } from './logo-art'

/** The icon library's icons the site shows, by name (outline 24 px, and three 20 px solid ones). */
export const icons = {
  'academic-cap': AcademicCapIcon,
  'adjustments-horizontal': AdjustmentsHorizontalIcon,
  'archive-box': ArchiveBoxIcon,
  'arrow-path': ArrowPathIcon,
  'arrow-trending-up': ArrowTrendingUpIcon,
  'arrows-right-left': ArrowsRightLeftIcon,
  banknotes: BanknotesIcon,
  'bell-alert': BellAlertIcon,
  'book-open': BookOpenIcon,
  briefcase: BriefcaseIcon,
  'building-library': BuildingLibraryIcon,
  'building-office-2': BuildingOffice2Icon,
  'building-storefront': BuildingStorefrontIcon,
  calculator: CalculatorIcon,
  'calendar-days': CalendarDaysIcon,
  'chart-bar': ChartBarIcon,
  'chart-pie': ChartPieIcon,
  'chat-bubble-left-right': ChatBubbleLeftRightIcon,
  'check-badge': CheckBadgeIcon,
  'circle-stack': CircleStackIcon,
  'clipboard-document-check': ClipboardDocumentCheckIcon,
  clock: ClockIcon,
  'cloud-arrow-up': CloudArrowUpIcon,
  'cog-6-tooth': Cog6ToothIcon,
  'credit-card': CreditCardIcon,
  cube: CubeIcon,
  'currency-dollar': CurrencyDollarIcon,
  'document-check': DocumentCheckIcon,
  'document-magnifying-glass': DocumentMagnifyingGlassIcon,
  'document-text': DocumentTextIcon,
  'eye-slash': EyeSlashIcon,
  'finger-print': FingerPrintIcon,
  'globe-americas': GlobeAmericasIcon,
  'hand-raised': HandRaisedIcon,
  identification: IdentificationIcon,
  'inbox-stack': InboxStackIcon,
  key: KeyIcon,
  'light-bulb': LightBulbIcon,
  'lock-closed': LockClosedIcon,
  'magnifying-glass': MagnifyingGlassIcon,
  'map-pin': MapPinIcon,
  'paint-brush': PaintBrushIcon,
  'presentation-chart-line': PresentationChartLineIcon,
  'receipt-percent': ReceiptPercentIcon,
  'rocket-launch': RocketLaunchIcon,
  scale: ScaleIcon,
  'server-stack': ServerStackIcon,
  'shield-check': ShieldCheckIcon,
  sparkles: SparklesIcon,
  swatch: SwatchIcon,
  'table-cells': TableCellsIcon,
  truck: TruckIcon,
  'user-group': UserGroupIcon,
  'user-plus': UserPlusIcon,
  users: UsersIcon,
  'wrench-screwdriver': WrenchScrewdriverIcon,
  'arrow-right': ArrowRightIcon,
  'check-circle': CheckCircleIcon,
  phone: PhoneIcon,
  envelope: EnvelopeIcon,
  'arrow-up-right': ArrowUpRightIcon,
  'bars-3': Bars3Icon,
  'x-mark': XMarkIcon,
  'chevron-down': ChevronDownIcon,
  star: StarIcon,
} satisfies Record<IconName, ComponentType<ComponentProps<'svg'>>>

/** Each symbol as an <svg> element: its viewBox and presentation attributes move to the <symbol>. */
export function spriteSymbols(): Record<string, ReactElement> {
  return {
    ...Object.fromEntries(Object.entries(icons).map(([name, Svg]) => [name, <Svg key={name} />])),
    ...Object.fromEntries(
      Object.entries(socialMarks).map(([name, path]) => [
        `social-${name}`,
        <svg key={name} viewBox="0 0 24 24">
          <path d={path} />
        </svg>,
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(softwareMarks).map(([name, { hex, path }]) => [
        `software-${name}`,
        <svg key={name} viewBox="0 0 24 24">
          <path fill={`#${hex}`} d={path} />
        </svg>,
      ]),
    ),
    logo: <LogoArt variant="color" />,
    'logo-white': <LogoArt variant="white" />,
  }
}
