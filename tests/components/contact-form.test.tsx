/**
 * The contact form sends its message to the contact Edge Function: once it answers, the
 * spec's 'Message Sent!' and every field clears; a failed send shows a clear error and keeps every
 * field; nothing is sent before the browser's own checks pass; a double click sends once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast, { Toaster } from 'react-hot-toast'
import type { ContactSendOutcome } from '../../machines/contact-form.machine'

const sendContactMessage = vi.fn<(...args: unknown[]) => Promise<ContactSendOutcome>>()
vi.mock('../../src/services/mail-functions', () => ({ sendContactMessage }))

const { ContactForm } = await import('../../src/features/contact/contact-form')

const FIELDS = { Name: 'Ana', Email: 'ana@example.com', Subject: 'Lessons', Message: 'Hello!' }

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  for (const [name, value] of Object.entries(FIELDS))
    await user.type(screen.getByRole('textbox', { name }), value)
  await user.click(screen.getByRole('button', { name: 'Send Message' }))
}

afterEach(() => {
  sendContactMessage.mockReset()
  toast.remove()
})

describe('contact form', () => {
  it('sends the message, thanks the visitor and clears its fields', async () => {
    sendContactMessage.mockResolvedValue({ status: 'sent' })
    const user = userEvent.setup({ delay: null })
    render(
      <>
        <ContactForm />
        <Toaster />
      </>,
    )
    await fillAndSend(user)
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument()
    expect(
      screen.getByText("Thank you for your message. We'll get back to you soon!"),
    ).toBeInTheDocument()
    for (const name of Object.keys(FIELDS))
      expect(screen.getByRole('textbox', { name })).toHaveValue('')
    expect(sendContactMessage).toHaveBeenCalledTimes(1)
    expect(sendContactMessage.mock.calls[0]![0]).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Lessons',
      message: 'Hello!',
    })
  })

  it('a failed send shows a clear error and keeps every field; the retry sends it', async () => {
    sendContactMessage.mockResolvedValueOnce({ status: 'error' })
    const user = userEvent.setup({ delay: null })
    render(
      <>
        <ContactForm />
        <Toaster />
      </>,
    )
    await fillAndSend(user)
    expect(await screen.findByText('Message Not Sent')).toBeInTheDocument()
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument()
    for (const [name, value] of Object.entries(FIELDS))
      expect(screen.getByRole('textbox', { name })).toHaveValue(value)
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()

    sendContactMessage.mockResolvedValueOnce({ status: 'sent' })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument()
    expect(sendContactMessage).toHaveBeenCalledTimes(2)
    expect(sendContactMessage.mock.calls[1]![0]).toMatchObject({ message: 'Hello!' })
  })

  it('sends nothing while a field is missing or the e-mail is malformed', async () => {
    const user = userEvent.setup({ delay: null })
    render(<ContactForm />)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email')
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Lessons')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello!')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await user.clear(screen.getByRole('textbox', { name: 'Email' }))
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    await user.clear(screen.getByRole('textbox', { name: 'Message' }))
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(sendContactMessage).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana')
  })

  it('a double click sends once', async () => {
    let answer: (outcome: ContactSendOutcome) => void = () => undefined
    sendContactMessage.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = userEvent.setup({ delay: null })
    render(
      <>
        <ContactForm />
        <Toaster />
      </>,
    )
    for (const [name, value] of Object.entries(FIELDS))
      await user.type(screen.getByRole('textbox', { name }), value)
    await user.dblClick(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    answer({ status: 'sent' })
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument()
    expect(sendContactMessage).toHaveBeenCalledTimes(1)
  })

  it('requires every field, the e-mail as an e-mail', () => {
    render(<ContactForm />)
    for (const name of Object.keys(FIELDS))
      expect(screen.getByRole('textbox', { name })).toBeRequired()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
  })
})
