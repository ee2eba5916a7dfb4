import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SaveOutcome } from '../../src/domain/leads'
import { STYLE_QUESTIONS } from '../../src/content/style-quiz'

// The one door to the backend is replaced; the outbox, the chart and the route tree are real.
const insert = vi.fn<(table: string, row: unknown) => Promise<SaveOutcome>>()
vi.mock('../../src/services/lead-store', () => ({ leadStore: () => ({ insert }) }))

const { renderApp } = await import('./render-app')

beforeEach(() => {
  insert.mockReset()
  insert.mockResolvedValue({ status: 'success' })
  localStorage.clear()
})

describe('style pages', () => {
  it.each([
    ["no navigation state: the page's own style", undefined, 'The Tactician'],
    ['styleId in the navigation state', 'grinder', 'The Grinder'],
    ["an unknown styleId: the page's own style", 'toString', 'The Tactician'],
  ])('%s', async (_name, styleId, title) => {
    const { router } = await renderApp('/chess-style-tactician')
    await act(() =>
      router.navigate({
        to: '/chess-style-{$style}',
        params: { style: 'tactician' },
        state: styleId ? { styleId } : {},
      }),
    )
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
  })
})

describe('style quiz page', () => {
  it('a failed save shows the result and keeps the row in the outbox; the next load delivers it', async () => {
    insert.mockResolvedValueOnce({ status: 'error', message: 'down' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = userEvent.setup()
    const { unmount } = await renderApp('/chess-style')
    for (const question of STYLE_QUESTIONS)
      await user.click(await screen.findByRole('button', { name: question.answers[1]!.text }))
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'fan@example.com')
    await user.click(screen.getByRole('button', { name: 'Reveal My Chess Style' }))
    const result = await screen.findByRole('heading', { level: 2, name: 'The Strategist' })
    expect(result).toBeInTheDocument()
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not saved \(down\)/))
    // One local storage key per kept lead: lead_outbox:<id>.
    const keys = Object.keys(localStorage).filter((k) => k.startsWith('lead_outbox:'))
    const kept = keys.map(
      (k) => JSON.parse(localStorage.getItem(k)!) as { id: string; row: Record<string, unknown> },
    )
    expect(kept).toHaveLength(1)
    expect(keys[0]).toBe(`lead_outbox:${kept[0]!.id}`)
    expect(kept[0]!.row).toMatchObject({
      email: 'fan@example.com',
      answers: Array(10).fill(1),
      result: 'strategist',
      style_title: 'The Strategist',
      client_id: kept[0]!.id,
    })
    // The first attempt and the kept row are the same lead (same client_id).
    expect(insert.mock.calls[0]).toEqual(['chess_style_quiz', kept[0]!.row, expect.anything()])
    unmount()

    // The next page load (any page) delivers it, with the same row, and empties the outbox.
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await renderApp('/')
    await vi.waitFor(() =>
      expect(Object.keys(localStorage).filter((k) => k.startsWith('lead_outbox'))).toEqual([]),
    )
    expect(insert.mock.calls.at(-1)).toEqual(['chess_style_quiz', kept[0]!.row, expect.anything()])
    await vi.waitFor(() => expect(info).toHaveBeenCalled())
    expect(within(document.body).queryByRole('alert')).toBeNull()
  }, 30_000)

  /** Plays the quiz to its result with the second option of each question. */
  async function playToResult() {
    const user = userEvent.setup()
    const view = await renderApp('/chess-style')
    for (const question of STYLE_QUESTIONS)
      await user.click(await screen.findByRole('button', { name: question.answers[1]!.text }))
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'fan@example.com')
    await user.click(screen.getByRole('button', { name: 'Reveal My Chess Style' }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'The Strategist' }),
    ).toBeInTheDocument()
    // Whatever the chart's effects load (the outbox) has run.
    await vi.dynamicImportSettled()
    return view
  }

  const keptLeads = () =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('lead_outbox:'))
      .map((k) => JSON.parse(localStorage.getItem(k)!) as { id: string; attempts: number })

  it('a save refused for now (a limit) is kept once, due again at the first step of the backoff like every lead', async () => {
    insert.mockResolvedValueOnce({
      status: 'error',
      refused: false,
      code: 'PT429',
      message: 'too many leads right now; please try again later',
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await playToResult()
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/not saved \(too many.*kept and will be sent again/),
    )
    const kept = keptLeads()
    expect(kept).toHaveLength(1)
    // One attempt so far: its next try is at the first backoff step, not a later one.
    expect(kept[0]).toMatchObject({ attempts: 1 })
    expect(insert).toHaveBeenCalledTimes(1)
  }, 30_000)

  it('a save refused for good (a broken rule): the result shows, nothing is kept or sent again', async () => {
    insert.mockResolvedValueOnce({
      status: 'error',
      refused: true,
      code: '23514',
      message: 'new row violates check constraint',
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { unmount } = await playToResult()
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/the server refused it, so it is not sent again/),
    )
    expect(keptLeads()).toEqual([])
    unmount()

    // The next page load has nothing to send.
    await renderApp('/')
    await vi.dynamicImportSettled()
    expect(insert).toHaveBeenCalledTimes(1)
    expect(keptLeads()).toEqual([])
  }, 30_000)
})
