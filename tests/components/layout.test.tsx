import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp, storeReturningSubscriber } from './render-app'

describe('navbar', () => {
  it('shows Process and Testimonials on the home page only, with in-page section links', async () => {
    await renderApp('/')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Process' })).toHaveAttribute('href', '/#process')
    expect(within(nav).getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
      'href',
      '/#testimonials',
    )
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/#faqs')
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about')
  })

  it('sends section links to the home page and FAQs to /faqs elsewhere', async () => {
    await renderApp('/about')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(nav).queryByRole('link', { name: 'Process' })).toBeNull()
    expect(within(nav).queryByRole('link', { name: 'Testimonials' })).toBeNull()
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about')
    expect(within(nav).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs')
    expect(within(nav).getByRole('link', { name: 'Learn Chess' })).toHaveAttribute('href', '/learn')
    expect(within(nav).getByRole('link', { name: 'Training Hub' })).toHaveAttribute(
      'href',
      '/train',
    )
  })

  // jsdom applies no media queries, so the toggle (shown only below 768 px) counts as hidden and
  // nameless here;
  // the e2e suite checks the real small-screen layout.
  it('toggles the small-screen menu', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    const toggle = await screen.findByText('Menu', { selector: 'button' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // A tap before the menu's chart has loaded is queued and takes effect once it runs.
    await user.click(toggle)
    expect(await screen.findByText('Close menu', { selector: 'button' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Training Hub',
      }),
    )
    await screen.findByRole('heading', { level: 1, name: 'Training Hub' })
    expect(screen.getByText('Menu', { selector: 'button' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})

describe('lesson type modal', () => {
  // The home popup would step back for the chooser and show after it closes (the chart's order).
  beforeEach(storeReturningSubscriber)
  afterEach(() => localStorage.clear())

  it('opens as a labelled dialog, closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup()
    await renderApp('/')
    const book = await screen.findByRole('button', { name: 'Book an Intro Lesson' })
    await user.click(book)
    // The dialog's code loads on demand (lesson-type-modal.tsx), so it appears a moment later.
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Lesson Type' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    expect(within(dialog).getByRole('link', { name: 'Lessons for Kids' })).toHaveAttribute(
      'href',
      '/lessons/kids',
    )
    expect(within(dialog).getByRole('link', { name: 'Lessons for Adults' })).toHaveAttribute(
      'href',
      '/lessons/adults',
    )
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(book))
  })

  it('closes with the close button', async () => {
    const user = userEvent.setup()
    await renderApp('/contact')
    await user.click(await screen.findByRole('button', { name: 'Book an Intro Lesson' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes when a lesson type is chosen and goes to that page', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'Book an Intro Lesson' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Lessons for Adults' }),
    )
    await screen.findByRole('heading', { level: 1, name: 'Chess Lessons for Adults' })
    expect(router.state.location.pathname).toBe('/lessons/adults')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('footer', () => {
  it('has the tagline, quick links, contact links and the 2025 copyright', async () => {
    await renderApp('/faqs')
    const footer = await screen.findByRole('contentinfo')
    expect(
      within(footer).getByText('Making chess simple, fun, and accessible for everyone!'),
    ).toBeInTheDocument()
    const quick = within(footer).getByRole('navigation', { name: 'Quick Links' })
    expect(within(quick).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
    expect(within(quick).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs')
    expect(within(quick).getByRole('link', { name: 'Process' })).toHaveAttribute(
      'href',
      '/#process',
    )
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(within(footer).getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      '/careers',
    )
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
    expect(footer).toHaveTextContent('© 2025')
    // What the funnel analytics keep.
    expect(
      within(footer).getByText(/never your e-mail, name, answers or IP address/),
    ).toHaveTextContent(
      'Nothing is counted and nothing is stored when your browser sends Global Privacy Control or Do Not Track.',
    )
  })
})

describe('unknown paths', () => {
  it('shows the 404 page and logs the bad path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderApp('/no-such-page')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(error.mock.calls.some((args) => args.join(' ').includes('/no-such-page'))).toBe(true)
  })
})
