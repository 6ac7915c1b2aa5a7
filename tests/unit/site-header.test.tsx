import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { navEntries } from '../../src/lib/nav'
import { LAYOUT_TEST, LOAD_TIMEOUT, renderApp } from './render-app'

const services = navEntries.find((item) => item.label === 'Services')!
const industry = navEntries.find((item) => item.label === 'Industry')!

async function setup(path = '/') {
  const app = await renderApp(path)
  const header = screen.getByRole('banner')
  const nav = within(header).getByRole('navigation', { name: 'Main' })
  const button = (name: string) => within(nav).getByRole('button', { name })
  /** Presses a trigger and waits for its panel: the first press also loads the dropdown's code. */
  const open = async (name: string) => {
    await app.user.click(button(name))
    await waitFor(() => expect(button(name)).toHaveAttribute('aria-expanded', 'true'), { timeout: LOAD_TIMEOUT })
  }
  return { ...app, header, nav, button, open }
}

describe('SiteHeader', LAYOUT_TEST, () => {
  it('links the logo home and shows the plain menu entries as links', async () => {
    const { header, nav } = await setup('/about')
    const links = within(header).getAllByRole('link')
    expect(links[0]).toHaveAttribute('href', '/')
    for (const item of navEntries.filter((entry) => entry.children.length === 0)) {
      expect(within(nav).getByRole('link', { name: item.label })).toHaveAttribute('href', item.path)
    }
  })

  it('has For CPA firms and Get Started buttons as links', async () => {
    const { header } = await setup()
    expect(within(header).getByRole('link', { name: 'For CPA firms' })).toHaveAttribute('href', '/for-cpa-firms')
    expect(within(header).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact')
  })

  it.each([services, industry])('$label opens its panel listing the dropdown entries', async (item) => {
    const { button, open } = await setup()
    expect(button(item.label)).toHaveAttribute('aria-expanded', 'false')
    await open(item.label)
    const trigger = button(item.label)
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)
    expect(panel).not.toBeNull()
    for (const child of item.children) {
      expect(within(panel!).getByRole('link', { name: child.label })).toHaveAttribute('href', child.to)
    }
  })

  it('keeps at most one dropdown open', async () => {
    const { nav, button, open } = await setup()
    await open('Services')
    await open('Industry')
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav).queryByRole('link', { name: services.children[0]!.label })).toBeNull()
  })

  it('closes the open dropdown when its button is clicked again', async () => {
    const { user, nav, button, open } = await setup()
    await open('Services')
    await user.click(button('Services'))
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav).queryByRole('link', { name: services.children[0]!.label })).toBeNull()
  })

  it('closes on Escape from inside the panel and returns focus to its button', async () => {
    const { user, nav, button, open } = await setup()
    await open('Industry')
    const first = within(nav).getByRole('link', { name: industry.children[0]!.label })
    first.focus()
    await user.keyboard('{Escape}')
    expect(button('Industry')).toHaveAttribute('aria-expanded', 'false')
    expect(button('Industry')).toHaveFocus()
  })

  it('closes on an outside click', async () => {
    const { user, button, open } = await setup()
    await open('Services')
    await user.click(screen.getByRole('heading', { level: 1 }))
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false')
  })

  it('navigates to the chosen entry and closes the panel', async () => {
    const { user, nav, button, router, open } = await setup()
    await open('Services')
    const target = services.children.find((child) => child.label === 'Payroll Service')!
    await user.click(within(nav).getByRole('link', { name: target.label }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/payroll-service'), {
      timeout: LOAD_TIMEOUT,
    })
    expect(button('Services')).toHaveAttribute('aria-expanded', 'false')
    expect(within(nav).queryByRole('link', { name: target.label })).toBeNull()
  })
})
