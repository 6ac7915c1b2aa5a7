// /book with a scheduler speaking Cal.com's protocol (the stand-in on a second local origin, in a build served by the
// real nginx config): its /embed page, shown once the page answers its handshake, sized and confirming a booking.
import { PAGES } from '../../src/content/registry'
import { expect, visit } from './fixtures'
import { expectFrameFitsItsPage, frame, frameParams, inFrame, schedulerTest } from './scheduler-site'
import { pageContent } from './content'

const { bookPage } = pageContent

const bookPath = PAGES.book.path

const withScheduler = schedulerTest('cal')

withScheduler(
  "the frame is Cal.com's embed page, shown after its handshake, sized by its messages, with the topic prefilled",
  async ({ page }) => {
    const cpa = PAGES['for-cpa-firms']
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, `${bookPath}?topic=${cpa.topic}&from=${cpa.path}&button=${encodeURIComponent('Meet an expert')}`)
    const src = new URL((await frame(page).getAttribute('src'))!)
    expect(src.pathname.endsWith('/embed')).toBe(true)
    expect(await frameParams(page)).toMatchObject({
      embedType: 'inline',
      notes: `Topic: ${bookPage.topics.cpa.name}`,
      'metadata[topic]': cpa.topic,
      'metadata[page]': cpa.path,
      'metadata[button]': 'Meet an expert',
    })
    // The stand-in, like Cal.com, shows its page only once the parent has answered its handshake.
    await expect(inFrame(page).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(frame(page)).not.toHaveAttribute('inert')
    await expectFrameFitsItsPage(page)
  },
)

withScheduler('a booking the scheduler reports shows the confirmation and moves focus to it', async ({ page }) => {
  await visit(page, bookPath)
  await inFrame(page).getByRole('button', { name: 'Confirm the booking' }).click()
  await expect(page.getByRole('heading', { level: 2, name: bookPage.booked.title })).toBeFocused()
})
