// The blog index's pointer to /deadlines (routes/blog/-components/blog-listing.tsx): a module of its own, so only the
// blog's pages carry its words.
import { linkTo } from '@/content/registry'

export const deadlinesTeaser = {
  title: 'Tax and payroll deadlines',
  body: 'The federal due dates of this year and the next, by kind of business, with a calendar you can subscribe to.',
  cta: { label: 'See the deadline calendar', link: linkTo('deadlines') },
}
