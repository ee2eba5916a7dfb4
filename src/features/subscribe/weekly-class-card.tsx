import styled from 'styled-components'
import { EmailForm } from '../../parts/email-form'
import { AddToCalendar, NextClassLine } from '../../parts/next-class'
import { colors, COLUMN_PX, radius, space } from '../../ui/theme'
import { MESSAGES } from '../../content/messages'
import { WEEKLY_CARD_TITLE } from '../../content/weekly-class'
import type { SubscribeOutcome } from '../../../machines/subscribe.selectors'
import { useSubscribe } from './use-subscribe'

/**
 * The weekly live class sign-up card (weekly_live_lessons): idle, submitting, then success,
 * already subscribed or error. A blank e-mail is reported ('Email Required').
 */
export function WeeklyClassCard({ source }: { source: string }) {
  const form = useSubscribe({
    table: 'weekly_live_lessons',
    source,
    messages: MESSAGES.weeklyCard,
    blankEmail: 'report',
  })
  const note = DONE_NOTES[form.outcome]
  return (
    <Card aria-labelledby={`weekly-class-${source}`}>
      <h2 id={`weekly-class-${source}`}>{WEEKLY_CARD_TITLE}</h2>
      <p>
        Every Saturday at 7 PM EST: 30 minutes of live Q&amp;A with titled masters. Free, online,
        all levels.
      </p>
      <NextClassLine />
      {note ? (
        <Done>
          <Note role="status">{note}</Note>
          <AddToCalendar />
        </Done>
      ) : (
        <EmailForm
          formLabel="Weekly live class sign-up"
          note="weeklyClass"
          email={form.email}
          busy={form.busy}
          onChange={form.change}
          onSubmit={form.submit}
          buttonLabel="Join Free Class"
          busyLabel="Subscribing..."
          reportBlank
        />
      )}
    </Card>
  )
}

/** Once the visitor is on the list the form gives way to a note. */
const DONE_NOTES: Partial<Record<SubscribeOutcome, string>> = {
  success: "You're in! Watch your inbox for the link before the class.",
  alreadySubscribed: "You're already on the list for the class.",
}

const Card = styled.section`
  display: grid;
  gap: ${space[3]};
  justify-items: start;
  max-width: ${COLUMN_PX.narrow}px;
  margin: ${space[6]} auto;
  padding: ${space[5]};
  border: 2px solid ${colors.navy};
  border-radius: ${radius.lg};
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
  }
`

const Done = styled.div`
  display: grid;
  gap: ${space[1]};
`

const Note = styled.p`
  && {
    color: ${colors.ink};
    font-weight: 600;
  }
`
