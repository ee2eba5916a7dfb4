import { EmailForm } from '../../parts/email-form'
import { Callout } from '../../ui/callout'
import { MESSAGES } from '../../content/messages'
import { useSubscribe } from './use-subscribe'

export interface NewsletterBlockProps {
  /** Where the sign-up came from (spec §7 "Source values"), e.g. 'faqs_newsletter'. */
  source: string
  /** The home page's form has its own success text. */
  variant?: 'newsletter' | 'homeNewsletter'
  heading?: string
  text?: string
}

/** A newsletter block: heading, one line, and the inline e-mail form (newsletter_subscribers). */
export function NewsletterBlock({
  source,
  variant = 'newsletter',
  heading = 'Get Weekly Chess Tips',
  text = 'Join our newsletter for training tips, new articles and lesson offers from our titled masters.',
}: NewsletterBlockProps) {
  const form = useSubscribe({
    table: 'newsletter_subscribers',
    source,
    messages: MESSAGES[variant],
    blankEmail: 'ignore',
  })
  return (
    <Callout aria-label="Newsletter">
      <h2>{heading}</h2>
      <p>{text}</p>
      <EmailForm
        formLabel="Newsletter sign-up"
        note="newsletter"
        email={form.email}
        busy={form.busy}
        onChange={form.change}
        onSubmit={form.submit}
        buttonLabel="Subscribe"
        busyLabel="Subscribing..."
      />
    </Callout>
  )
}
