import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'

const insert = vi.fn()
vi.mock('../../src/services/lead-store', () => ({ leadStore: () => ({ insert }) }))

const { ContactForm } = await import('../../src/components/contact-form')
const { AboutNewsletterForm } = await import('../../src/components/about-newsletter-form')

describe('forms that make no call (spec §7)', () => {
  it('contact form thanks the visitor and clears its fields', async () => {
    const user = userEvent.setup()
    render(
      <>
        <ContactForm />
        <Toaster />
      </>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Lessons')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello!')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument()
    expect(
      screen.getByText("Thank you for your message. We'll get back to you soon!"),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('')
    expect(insert).not.toHaveBeenCalled()
  })

  it('contact form requires every field', () => {
    render(<ContactForm />)
    for (const name of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByRole('textbox', { name })).toBeRequired()
    }
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
  })

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
    expect(await screen.findByText("Welcome to the product's Newsletter!")).toBeInTheDocument()
    expect(insert).not.toHaveBeenCalled()
  })
})
