/**
 * The shared dialog with its movement (framer-motion, src/components/modal.tsx): it is a labelled
 * modal dialog from its first frame (nothing waits for the entering movement), it stops being one
 * the moment it is closed (while it fades out it has no role and is inert), focus goes back to the
 * opener, and once the leaving movement ends it is gone from the document.
 */
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Modal } from '../../src/ui/modal'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      <Modal open={open} title="Choose Your Lesson Type" onClose={() => setOpen(false)}>
        <a href="/lessons/kids">Lessons for Kids</a>
      </Modal>
    </>
  )
}

describe('the shared dialog, animated', () => {
  it('opens with its role and name at once, and closes with the close button', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.queryByRole('dialog')).toBeNull()
    const opener = screen.getByRole('button', { name: 'Open the dialog' })
    await user.click(opener)
    // No waiting: the role, the name and the focus trap are there on the first render.
    const dialog = screen.getByRole('dialog', { name: 'Choose Your Lesson Type' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog.contains(document.activeElement)).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Close' }))
    // At once no dialog for assistive technology, and focus is back on the opener...
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
    // ...and when the leaving movement has played, nothing of it is left in the page.
    await waitFor(() => expect(screen.queryByText('Choose Your Lesson Type')).toBeNull())
  })

  it('closes on Escape and opens again', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open the dialog' }))
    expect(screen.getByRole('dialog', { name: 'Choose Your Lesson Type' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(screen.queryByText('Choose Your Lesson Type')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Open the dialog' }))
    expect(screen.getByRole('dialog', { name: 'Choose Your Lesson Type' })).toBeInTheDocument()
  })
})
