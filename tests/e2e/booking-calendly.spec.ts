// /book with a scheduler speaking Calendly's protocol (the stand-in on a second local origin, in a build served by
// the real nginx config): prefilled, sized by its messages, confirming a booking it reports and nothing else, under a
// policy that allows it on the booking pages only, and never a blank box when it fails or JavaScript is off.
import { spawnSync } from 'node:child_process'
import { PAGES, pageList } from '../../src/content/registry'
import { violations } from './axe'
import { expect, prerenderedPaths, pressBookingButton, visit } from './fixtures'
import { expectFrameFitsItsPage, frame, frameParams, inFrame, schedulerTest } from './scheduler-site'
import { STAND_IN_ORIGIN } from './site-variants'
import { pageContent } from './content'

const { bookPage, CONTACT, bookingSource } = pageContent

const bookPath = PAGES.book.path

const withScheduler = schedulerTest('calendly')

withScheduler(
  'the frame carries the topic, the page and button, and the campaign the visitor arrived with',
  async ({ page }) => {
    const payroll = PAGES['payroll-service']
    await visit(page, `${PAGES.home.path}?utm_source=newsletter&utm_medium=email&utm_campaign=fall`)
    await visit(page, payroll.path)
    const label = await pressBookingButton(page)
    await expect(page).toHaveURL(new RegExp(`${bookPath}\\?`))
    await expect(frame(page)).toHaveAttribute('src', new RegExp(`^${STAND_IN_ORIGIN}/`))
    expect(await frameParams(page)).toMatchObject({
      embed_type: 'Inline',
      embed_domain: new URL(page.url()).host,
      a1: bookPage.topics[payroll.topic].name,
      a2: bookingSource({ from: payroll.path, button: label }),
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'fall',
    })
    await expect(inFrame(page).getByRole('heading', { level: 1 })).toBeVisible()
  },
)

for (const width of [320, 375]) {
  withScheduler(`at ${width} px the frame takes the height the scheduler reports`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await visit(page, bookPath)
    await expectFrameFitsItsPage(page)
    // A narrower page is taller: the height follows the scheduler's next message.
    const before = (await frame(page).boundingBox())!.height
    await page.setViewportSize({ width: width + 300, height: 800 })
    await expect.poll(async () => (await frame(page).boundingBox())!.height).toBeLessThan(before)
    await expectFrameFitsItsPage(page)
  })
}

withScheduler('a booking the scheduler reports shows the confirmation and moves focus to it', async ({ page }) => {
  await visit(page, `${bookPath}?topic=bookkeeping`)
  await inFrame(page).getByRole('button', { name: 'Confirm the booking' }).click()
  const confirmation = page.getByRole('heading', { level: 2, name: bookPage.booked.title })
  await expect(confirmation).toBeVisible()
  await expect(confirmation).toBeFocused()
  await expect(page.getByText(bookPage.booked.body)).toBeVisible()
})

withScheduler('the same message from any other sender changes nothing', async ({ page }) => {
  await visit(page, bookPath)
  await expect(inFrame(page).getByRole('heading', { level: 1 })).toBeVisible()
  const scheduled = { event: 'calendly.event_scheduled', payload: {} }
  await page.evaluate(
    ({ data, origin }) =>
      new Promise<void>((handled) => {
        // From this page itself, and claiming the scheduler's origin without being its frame.
        window.dispatchEvent(new MessageEvent('message', { data, origin }))
        window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }))
        // Listeners run in the order they were added: once this one hears the posted message, the page's has too;
        // then two frames for anything it would have rendered.
        window.addEventListener('message', () => requestAnimationFrame(() => requestAnimationFrame(() => handled())), {
          once: true,
        })
        window.postMessage(data, '*')
      }),
    { data: scheduled, origin: STAND_IN_ORIGIN },
  )
  await expect(page.getByRole('heading', { name: bookPage.booked.title })).toHaveCount(0)
})

withScheduler('keyboard users can skip past the calendar', async ({ page }) => {
  await visit(page, bookPath)
  const skip = page.getByRole('link', { name: bookPage.schedule.skip })
  await skip.focus()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  // The next stop is the first one after the calendar (whatever the page puts there), never the frame.
  const after = await page.evaluate(() => {
    const frame = document.querySelector('iframe')
    const active = document.activeElement
    return (
      !!frame &&
      !!active &&
      !frame.contains(active) &&
      frame.compareDocumentPosition(active) === Node.DOCUMENT_POSITION_FOLLOWING
    )
  })
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME')
  expect(after).toBe(true)
})

withScheduler.describe('when the frame does not load', () => {
  // The blocked frame is the one failed request this test expects (checked below).
  withScheduler.use({ failOnConsoleError: false })

  withScheduler('the other ways to book show within a few seconds', async ({ page, consoleErrors }) => {
    await page.route(`${STAND_IN_ORIGIN}/**`, (route) => route.abort('blockedbyclient'))
    await visit(page, bookPath)
    await expect(page.getByText(bookPage.schedule.failed)).toBeVisible({ timeout: 10_000 })
    await expect(page.getByRole('link', { name: new RegExp(bookPage.schedule.newTab) })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: `Email ${CONTACT.general.email}` })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: `call ${CONTACT.general.phone}` })).toBeVisible()
    // The frame stays out of reach (inert) while it has nothing to show.
    await expect(frame(page)).toHaveAttribute('inert', '')
    expect(consoleErrors.filter((error) => !error.includes(STAND_IN_ORIGIN))).toEqual([])
  })
})

withScheduler.describe('without JavaScript', () => {
  withScheduler.use({ javaScriptEnabled: false })

  withScheduler('/book offers the calendar in a new tab, e-mail and phone', async ({ page }) => {
    await page.goto(bookPath)
    const calendar = page.getByRole('link', { name: new RegExp(bookPage.schedule.newTab) })
    await expect(calendar).toBeVisible()
    expect((await calendar.getAttribute('href'))!.startsWith(STAND_IN_ORIGIN)).toBe(true)
    await expect(page.getByRole('main').getByRole('link', { name: `Email ${CONTACT.general.email}` })).toBeVisible()
    await expect(page.getByText(bookPage.schedule.prompt)).toBeVisible()
    await expect(frame(page)).toHaveCount(0)
  })
})

withScheduler.describe('the Content-Security-Policy', () => {
  // Framing the scheduler where it is not allowed logs the browser's violation report: that is the point.
  withScheduler.use({ failOnConsoleError: false })

  const framing = pageList.filter((entry) => entry.kind === 'booking').map((entry) => entry.path as string)

  for (const path of prerenderedPaths) {
    const framed = framing.includes(path)
    withScheduler(
      framed
        ? `${path} allows the scheduler's frame`
        : `${path} refuses the scheduler's frame and asks the scheduler for nothing`,
      async ({ page, request }) => {
        const policy = (await request.get(path)).headers()['content-security-policy'] ?? ''
        expect(/frame-src ([^;]+)/.exec(policy)?.[1]).toBe(framed ? STAND_IN_ORIGIN : "'none'")
        if (framed) return
        const asked: string[] = []
        page.on('request', (r) => {
          // The probe below is refused by the policy (its violation is what this check awaits).
          if (r.url().startsWith(STAND_IN_ORIGIN) && !r.url().endsWith('/probe')) asked.push(r.url())
        })
        await visit(page, path)
        // The browser itself refuses the scheduler's frame here.
        const blocked = await page.evaluate(
          (src) =>
            new Promise<string>((done) => {
              document.addEventListener('securitypolicyviolation', (e) => done(e.effectiveDirective), { once: true })
              const element = document.createElement('iframe')
              element.src = src
              document.body.append(element)
            }),
          `${STAND_IN_ORIGIN}/probe`,
        )
        expect(blocked).toBe('frame-src')
        expect(asked).toEqual([])
      },
    )
  }
})

for (const width of [320, 375, 768, 1280]) {
  withScheduler(`/book at ${width} px has no axe violations, loaded and after a booking`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await visit(page, `${bookPath}?topic=launchpad`)
    await expect(inFrame(page).getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await inFrame(page).getByRole('button', { name: 'Confirm the booking' }).click()
    await expect(page.getByRole('heading', { name: bookPage.booked.title })).toBeFocused()
    expect(await violations(page)).toEqual([])
  })
}

withScheduler('the size budget holds for this build: the scheduler code loads on /book only', ({ build }) => {
  // scripts/budget.mjs checks sizes and that code one page needs (PAGE_ONLY_CODE) is in no other page's set.
  const run = spawnSync(process.execPath, ['scripts/budget.mjs', build], { encoding: 'utf8' })
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
})
