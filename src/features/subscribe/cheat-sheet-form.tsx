import { EmailForm } from '../../parts/email-form'
import { MESSAGES } from '../../content/messages'
import { useSubscribe } from './use-subscribe'

/** The free tactics cheat sheet sign-up (free_tactics_cheat_sheet). */
export function CheatSheetForm({
  source,
  variant = 'cheatSheet',
  onSubscribed,
}: {
  source: string
  /** The home welcome popup shows its own texts. */
  variant?: 'cheatSheet' | 'welcomePopup'
  onSubscribed?: (email: string) => void
}) {
  const form = useSubscribe(
    {
      table: 'free_tactics_cheat_sheet',
      source,
      messages: MESSAGES[variant],
      blankEmail: 'ignore',
    },
    onSubscribed,
  )
  return (
    <EmailForm
      formLabel="Free tactics cheat sheet"
      note="cheatSheet"
      email={form.email}
      busy={form.busy}
      onChange={form.change}
      onSubmit={form.submit}
      buttonLabel="Get Cheat Sheet"
      busyLabel="Getting..."
    />
  )
}
