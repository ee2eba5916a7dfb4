import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SaveOutcome } from '../../src/domain/leads'

// The one door to the backend is replaced by a controllable fake; everything above it is real.
const insert = vi.fn<(table: string, row: unknown) => Promise<SaveOutcome>>()
vi.mock('../../src/services/lead-store', () => ({ leadStore: () => ({ insert }) }))

const { renderApp } = await import('./render-app')

function deferred() {
  let resolve!: (v: SaveOutcome) => void
  const promise = new Promise<SaveOutcome>((r) => (resolve = r))
  return { promise, resolve }
}

beforeEach(() => {
  insert.mockReset()
  localStorage.clear()
})
afterEach(() => vi.restoreAllMocks())

describe('/study-plan', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>) {
    const form = screen.getByRole('form', { name: 'Study plan generator' })
    const f = within(form)
    await user.selectOptions(f.getByLabelText('Experience level'), 'Intermediate')
    await user.selectOptions(f.getByLabelText('Hours per week'), '1-2')
    await user.selectOptions(f.getByLabelText('Main goal'), 'Learn basics')
    // A name typed before the age group: Child then hides the field, and the name is not sent.
    await user.type(f.getByLabelText('Your name'), 'Mia')
    await user.selectOptions(f.getByLabelText('Age group'), 'Child (under 12)')
    expect(f.queryByLabelText('Your name')).toBeNull()
    // A child's plan asks for a parent's address, and says what the parent gets.
    await user.type(f.getByLabelText("Parent's e-mail"), 'Mia@Example.com')
    return f
  }

  it("a child's plan: the hint for a 12-year-old, no name field, and the parent's line", async () => {
    const user = userEvent.setup()
    await renderApp('/study-plan')
    const f = within(screen.getByRole('form', { name: 'Study plan generator' }))
    expect(f.getByLabelText('Age group')).toHaveAccessibleDescription('12 years old? Choose Child.')
    // The spec's labels stay.
    expect(
      within(f.getByLabelText('Age group'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select your age group', 'Child (under 12)', 'Teen (13-17)', 'Adult (18+)'])
    await user.type(f.getByLabelText('Your name'), 'Mia')
    await user.selectOptions(f.getByLabelText('Age group'), 'Child (under 12)')
    expect(f.queryByLabelText('Your name')).toBeNull()
    expect(f.getByRole('textbox', { name: "Parent's e-mail" })).toHaveAccessibleDescription(
      /^We'll send the result to you, the parent, and nothing else: no offers, no lists\. We'll only use your e-mail for your study plan\. Privacy/,
    )
    // Back to a teen: the name typed stays.
    await user.selectOptions(f.getByLabelText('Age group'), 'Teen (13-17)')
    expect(f.getByLabelText('Your name')).toHaveValue('Mia')
    expect(f.queryByText(/the parent, and nothing else/)).toBeNull()
  })

  it("labels the e-mail field Parent's e-mail while the age group is a child's, and only then", async () => {
    const user = userEvent.setup()
    await renderApp('/study-plan')
    const f = within(screen.getByRole('form', { name: 'Study plan generator' }))
    const email = f.getByRole('textbox', { name: 'Email address' })
    await user.type(email, 'pat@example.com')
    await user.selectOptions(f.getByLabelText('Age group'), 'Child (under 12)')
    // The same field, relabelled, keeping what was typed.
    expect(f.getByRole('textbox', { name: "Parent's e-mail" })).toBe(email)
    expect(email).toHaveValue('pat@example.com')
    expect(f.queryByRole('textbox', { name: 'Email address' })).toBeNull()
    await user.selectOptions(f.getByLabelText('Age group'), 'Teen (13-17)')
    expect(f.getByRole('textbox', { name: 'Email address' })).toBe(email)
    await user.selectOptions(f.getByLabelText('Age group'), 'Adult (18+)')
    expect(f.getByRole('textbox', { name: 'Email address' })).toBe(email)
    // The line under it says what the address is for, with the privacy link.
    expect(email).toHaveAccessibleDescription(
      /^We'll only use your e-mail for your study plan\. Privacy/,
    )
  })

  it('a double click stores one row, the button is busy, and the plan shows after the save', async () => {
    const user = userEvent.setup()
    const save = deferred()
    insert.mockReturnValueOnce(save.promise)
    await renderApp('/study-plan')
    const f = await fill(user)
    await user.dblClick(f.getByRole('button', { name: 'Generate My Study Plan!' }))
    // Both clicks may come before the chart's code is in: they are queued, and the save starts once.
    expect(await f.findByRole('button', { name: 'Generating Plan...' })).toBeDisabled()
    await vi.waitFor(() => expect(insert).toHaveBeenCalledTimes(1))
    expect(insert).toHaveBeenCalledWith(
      'study_plans',
      expect.objectContaining({
        name: 'Quiz Taker',
        age_group: 'Child (under 12)',
        email: 'mia@example.com',
        generated_plan: expect.objectContaining({ title: 'Tactical Improver' }),
      }),
      { signal: expect.any(AbortSignal) },
    )
    expect(screen.queryByRole('heading', { name: 'Tactical Improver' })).toBeNull()
    await act(async () => save.resolve({ status: 'success' }))
    expect(await screen.findByRole('heading', { name: 'Tactical Improver' })).toBeInTheDocument()
  })

  it('refuses an empty field, and keeps every answer after a failed save', async () => {
    const user = userEvent.setup()
    insert.mockResolvedValueOnce({ status: 'error', message: 'boom' })
    await renderApp('/study-plan')
    const f = within(screen.getByRole('form', { name: 'Study plan generator' }))
    await user.click(f.getByRole('button', { name: 'Generate My Study Plan!' }))
    expect(
      await screen.findByText('Please fill in all fields to generate your study plan.'),
    ).toBeInTheDocument()
    expect(insert).not.toHaveBeenCalled()
    await fill(user)
    await user.click(f.getByRole('button', { name: 'Generate My Study Plan!' }))
    expect(
      await screen.findByText('There was an issue generating your plan. Please try again.'),
    ).toBeInTheDocument()
    expect(f.getByLabelText('Experience level')).toHaveValue('Intermediate')
    expect(f.getByLabelText('Age group')).toHaveValue('Child (under 12)')
    expect(f.getByLabelText("Parent's e-mail")).toHaveValue('Mia@Example.com')
  })
})

describe('/opening-recommender', () => {
  it('picks with the injected randomness, stores it, and shows it with its first moves', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99)
    const user = userEvent.setup()
    insert.mockResolvedValueOnce({ status: 'success' })
    await renderApp('/opening-recommender')
    const f = within(screen.getByRole('form', { name: 'Opening recommender' }))
    await user.selectOptions(f.getByLabelText('Rating level'), 'beginner')
    await user.selectOptions(f.getByLabelText('Study time per week'), 'quick')
    await user.selectOptions(f.getByLabelText('Playing style'), 'aggressive')
    await user.selectOptions(f.getByLabelText('Favourite format'), 'rapid')
    await user.selectOptions(f.getByLabelText('Opponent type'), 'solid')
    await user.type(f.getByLabelText('Email address'), 'leo@example.com')
    await user.click(f.getByRole('button', { name: 'Get My Opening Recommendation' }))
    expect(await screen.findByRole('heading', { name: 'Wing Gambit' })).toBeInTheDocument()
    expect(insert).toHaveBeenCalledWith(
      'opening_recommender',
      {
        email: 'leo@example.com',
        rating_level: 'beginner',
        study_time: 'quick',
        opening_style: 'aggressive',
        play_format: 'rapid',
        opponent_strategy: 'solid',
        recommended_opening: 'Wing Gambit',
        client_id: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
      },
      { signal: expect.any(AbortSignal) },
    )
    expect(screen.getByText('Starting position')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('1.e4')).toBeInTheDocument()
  })
})
