import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'

const insert = vi.fn()
vi.mock('../../src/services/lead-store', () => ({ leadStore: () => ({ insert }) }))

const { AboutNewsletterForm } = await import('../../src/features/subscribe/about-newsletter-form')

describe('forms that make no call (spec §7; the contact form sends, to its Edge Function)', () => {
  it('about newsletter form only toasts', async () => {
    const user = userEvent.setup()
    render(
      <>
        <AboutNewsletterForm />
        <Toaster />
      </>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText("Welcome to Checkmate Tutors' Newsletter!")).toBeInTheDocument()
    expect(insert).not.toHaveBeenCalled()
  })
})
