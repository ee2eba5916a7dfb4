import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'react-hot-toast'

vi.mock('../../src/services/mail-functions', () => ({
  sendContactMessage: () => Promise.resolve({ status: 'sent' }),
}))
const { ContactForm } = await import('../../src/features/contact/contact-form')

describe('contact form with a prefilled subject (?subject= on /contact)', () => {
  it('shows the subject, and a send clears every field, the subject too', async () => {
    const user = userEvent.setup()
    render(
      <>
        <ContactForm defaultSubject="Instructor application" />
        <Toaster />
      </>,
    )
    const subject = screen.getByRole('textbox', { name: 'Subject' })
    expect(subject).toHaveValue('Instructor application')
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I am an IM.')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument()
    for (const name of ['Name', 'Email', 'Subject', 'Message'])
      expect(screen.getByRole('textbox', { name })).toHaveValue('')

    // Writing a second message does not bring the prefill back.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana')
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('')
  })

  it('is empty without one', () => {
    render(<ContactForm />)
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('')
  })
})
