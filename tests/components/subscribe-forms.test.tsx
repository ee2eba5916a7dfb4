import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'
import type { SaveOutcome } from '../../src/domain/leads'

// The one door to the backend is replaced by a controllable fake; everything above it is real.
const insert = vi.fn<(table: string, row: unknown) => Promise<SaveOutcome>>()
vi.mock('../../src/services/lead-store', () => ({ leadStore: () => ({ insert }) }))

const { NewsletterBlock } = await import('../../src/features/subscribe/newsletter-block')
const { WeeklyClassCard } = await import('../../src/features/subscribe/weekly-class-card')
const { CheatSheetForm } = await import('../../src/features/subscribe/cheat-sheet-form')

function deferred() {
  let resolve!: (v: SaveOutcome) => void
  const promise = new Promise<SaveOutcome>((r) => (resolve = r))
  return { promise, resolve }
}

beforeEach(() => {
  insert.mockReset()
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
})

function renderWithToaster(ui: React.ReactElement) {
  return render(
    <>
      {ui}
      <Toaster />
    </>,
  )
}

describe('newsletter block', () => {
  it('stores one row for a double click, shows busy state, clears and remembers on success', async () => {
    const user = userEvent.setup()
    const save = deferred()
    insert.mockReturnValueOnce(save.promise)
    renderWithToaster(<NewsletterBlock source="faqs_newsletter" />)
    const input = screen.getByRole('textbox', { name: 'Email address' })
    await user.type(input, '  Fan@Example.COM ')
    const button = screen.getByRole('button', { name: 'Subscribe' })
    await user.dblClick(button)
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    expect(input).toBeDisabled()
    // The save starts once the lead path's code is in (it loads with the first save).
    await vi.waitFor(() => expect(insert).toHaveBeenCalledTimes(1))
    expect(insert).toHaveBeenCalledWith(
      'newsletter_subscribers',
      {
        email: 'fan@example.com',
        source: 'faqs_newsletter',
      },
      { signal: expect.any(AbortSignal) },
    )
    await act(async () => save.resolve({ status: 'success' }))
    expect(
      await screen.findByText("You've been subscribed to Checkmate Tutors' newsletter!"),
    ).toBeInTheDocument()
    expect(screen.getByText('Success!')).toBeInTheDocument()
    expect(input).toHaveValue('')
    expect(input).toBeEnabled()
    expect(localStorage.getItem('email_subscribed_faqs_newsletter')).toBe('true')
    expect(localStorage.getItem('user_email')).toBe('fan@example.com')
  })

  it('says Already Subscribed on a duplicate and keeps the e-mail', async () => {
    const user = userEvent.setup()
    insert.mockResolvedValueOnce({ status: 'duplicate' })
    renderWithToaster(<NewsletterBlock source="articles_newsletter" />)
    const input = screen.getByRole('textbox', { name: 'Email address' })
    await user.type(input, 'fan@example.com{Enter}')
    expect(await screen.findByText('Already Subscribed')).toBeInTheDocument()
    expect(
      screen.getByText('This email is already subscribed. Please try a different email address.'),
    ).toBeInTheDocument()
    expect(input).toHaveValue('fan@example.com')
    expect(localStorage.getItem('email_subscribed_articles_newsletter')).toBeNull()
  })

  it("shows the spec's fallback, never the server's text, and keeps the e-mail", async () => {
    const user = userEvent.setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    insert.mockResolvedValueOnce({ status: 'error', code: 'XX000', message: 'Database is resting' })
    renderWithToaster(<NewsletterBlock source="learn_newsletter" variant="homeNewsletter" />)
    const input = screen.getByRole('textbox', { name: 'Email address' })
    await user.type(input, 'fan@example.com{Enter}')
    expect(
      await screen.findByText('There was an issue subscribing. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Database is resting')).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Database is resting'))
    expect(input).toHaveValue('fan@example.com')
  })

  it('refuses a malformed e-mail before any call', async () => {
    const user = userEvent.setup()
    renderWithToaster(<NewsletterBlock source="faqs_newsletter" />)
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'fan@example{Enter}')
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument()
    expect(insert).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('fan@example')
  })

  it('uses the home success text on the home variant', async () => {
    const user = userEvent.setup()
    insert.mockResolvedValueOnce({ status: 'success' })
    renderWithToaster(<NewsletterBlock source="home_newsletter" variant="homeNewsletter" />)
    await user.type(
      screen.getByRole('textbox', { name: 'Email address' }),
      'fan@example.com{Enter}',
    )
    expect(await screen.findByText("You've been subscribed to our newsletter!")).toBeInTheDocument()
  })
})

describe('weekly class card', () => {
  it("reports a blank e-mail with 'Email Required'", async () => {
    const user = userEvent.setup()
    renderWithToaster(<WeeklyClassCard source="chess_quiz" />)
    await user.click(screen.getByRole('button', { name: 'Join Free Class' }))
    expect(await screen.findByText('Email Required')).toBeInTheDocument()
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument()
    expect(insert).not.toHaveBeenCalled()
  })

  it('shows success, already-subscribed and error outcomes', async () => {
    const user = userEvent.setup()
    insert.mockResolvedValueOnce({ status: 'error', message: null })
    insert.mockResolvedValueOnce({ status: 'success' })
    renderWithToaster(<WeeklyClassCard source="chess-level-quiz" />)
    const input = screen.getByRole('textbox', { name: 'Email address' })
    await user.type(input, 'fan@example.com{Enter}')
    expect(await screen.findByText('Subscription Error')).toBeInTheDocument()
    expect(
      screen.getByText('There was an issue with your subscription. Please try again.'),
    ).toBeInTheDocument()
    expect(input).toHaveValue('fan@example.com')
    await user.click(screen.getByRole('button', { name: 'Join Free Class' }))
    expect(
      await screen.findByText("You're subscribed to our Weekly Master Class!"),
    ).toBeInTheDocument()
    const card = screen.getByRole('region', { name: 'Join Our Free Weekly Master Class' })
    expect(within(card).queryByRole('textbox')).toBeNull()
    expect(insert).toHaveBeenLastCalledWith(
      'weekly_live_lessons',
      {
        email: 'fan@example.com',
        source: 'chess-level-quiz',
      },
      { signal: expect.any(AbortSignal) },
    )
  })

  it('says already subscribed in the spec words', async () => {
    const user = userEvent.setup()
    insert.mockResolvedValueOnce({ status: 'duplicate' })
    renderWithToaster(<WeeklyClassCard source="chess-style-quiz" />)
    await user.type(
      screen.getByRole('textbox', { name: 'Email address' }),
      'fan@example.com{Enter}',
    )
    expect(
      await screen.findByText("You're already subscribed to our Weekly Master Class!"),
    ).toBeInTheDocument()
  })
})

describe('cheat sheet form', () => {
  it("reads 'Getting...' while saving and thanks the visitor", async () => {
    const user = userEvent.setup()
    const save = deferred()
    insert.mockReturnValueOnce(save.promise)
    const onSubscribed = vi.fn()
    renderWithToaster(<CheatSheetForm source="learn_cheat_sheet" onSubscribed={onSubscribed} />)
    await user.type(
      screen.getByRole('textbox', { name: 'Email address' }),
      'fan@example.com{Enter}',
    )
    expect(screen.getByRole('button', { name: 'Getting...' })).toBeDisabled()
    await act(async () => save.resolve({ status: 'success' }))
    expect(
      await screen.findByText("You'll receive your free tactics cheat sheet via email!"),
    ).toBeInTheDocument()
    expect(insert).toHaveBeenCalledWith(
      'free_tactics_cheat_sheet',
      {
        email: 'fan@example.com',
        source: 'learn_cheat_sheet',
      },
      { signal: expect.any(AbortSignal) },
    )
    expect(onSubscribed).toHaveBeenCalledWith('fan@example.com')
  })

  it('ignores a blank submit', async () => {
    const user = userEvent.setup()
    renderWithToaster(<CheatSheetForm source="learn_cheat_sheet" />)
    await user.click(screen.getByRole('button', { name: 'Get Cheat Sheet' }))
    expect(insert).not.toHaveBeenCalled()
  })
})
