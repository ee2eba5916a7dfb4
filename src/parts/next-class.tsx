import { useSyncExternalStore } from 'react'
import styled from 'styled-components'
import { WEEKLY_CLASS } from '../content/weekly-class'
import { whenLiveAndIdle } from '../startup/before-hydration'
import {
  classDate,
  googleCalendarUrl,
  nextClassParts,
  nextClassStart,
  type CalendarDate,
} from '../domain/weekly-class'
import { colors, fontSize, space, TAP_TARGET_PX } from '../ui/theme'

/**
 * The weekly class in the visitor's own clock, beside the spec's "Every Saturday at 7 PM EST".
 *
 * It depends on the visitor's zone and today, which the prerender cannot know: the page is built
 * with the spec's text only and an empty line of reserved height, and the line is filled in once
 * the page is live and the browser idle (`Intl`'s formatters cost a few milliseconds each to make
 * on a phone: never during hydration). One computation serves every line of the page; it is
 * made again once the class it named is over.
 */
interface NextClass {
  start: Date
  date: CalendarDate
  day: string
  time: string | null
}

let current: NextClass | null = null
let pending = false
const listeners = new Set<() => void>()

function compute() {
  pending = false
  try {
    const start = nextClassStart(new Date())
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    current = { start, date: classDate(start), ...nextClassParts(start, zone) }
  } catch {
    // No time-zone data in this browser: the spec's text stands alone.
    current = null
  }
  listeners.forEach((listener) => listener())
}

const isOver = (next: NextClass) =>
  Date.now() >= next.start.getTime() + WEEKLY_CLASS.durationMinutes * 60_000

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!pending && (!current || isOver(current))) {
    pending = true
    whenLiveAndIdle(compute)
  }
  return () => {
    listeners.delete(listener)
  }
}

/** The next class once computed; null in the prerender, while hydrating and until idle. */
function useNextClass(): NextClass | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}

/**
 * 'Next class: Saturday, December 5, <br> 4:00 PM your time (Los Angeles)': two lines, their room
 * reserved from the first paint, so nothing moves when they fill in.
 */
export function NextClassLine() {
  const next = useNextClass()
  return (
    <Line data-next-class="">
      {next ? (
        <>
          Next class: {next.day}
          {next.time ? (
            <>
              , <br />
              {next.time}
            </>
          ) : null}
        </>
      ) : null}
    </Line>
  )
}

const LINE_HEIGHT = 1.5

const Line = styled.span`
  display: block;
  margin-top: ${space[1]};
  min-height: calc(2 * ${LINE_HEIGHT} * ${fontSize.sm});
  color: ${colors.ink};
  font-size: ${fontSize.sm};
  font-weight: 600;
  line-height: ${LINE_HEIGHT};
`

/**
 * "Add to calendar" after a weekly class sign-up: Google Calendar (the class every Saturday from
 * the next one, in New York's clock, so Google shows the visitor's own time), and the site's .ics
 * for Apple Calendar, Outlook and the rest (a static file: it needs no script). Neither holds the
 * private join link: the calendar entry says it is in the sign-up e-mail.
 */
export function AddToCalendar() {
  const next = useNextClass()
  const google = googleCalendarUrl(
    next?.date ?? nextClassDate(),
    `${WEEKLY_CLASS.summary} ${WEEKLY_CLASS.joinNote}`,
  )
  return (
    <Calendar>
      <span>Add to calendar:</span>{' '}
      <a href={google} target="_blank" rel="noopener noreferrer">
        Google Calendar
      </a>{' '}
      <a href={WEEKLY_CLASS.calendarPath}>Apple, Outlook (.ics)</a>
    </Calendar>
  )
}

/**
 * The next class's date, worked out at once: a sign-up can succeed before the browser was idle,
 * and the calendar entry must still start at the next Saturday (the series' first date only where
 * the browser has no time-zone data).
 */
function nextClassDate(): CalendarDate {
  try {
    return classDate(nextClassStart(new Date()))
  } catch {
    return WEEKLY_CLASS.firstDate
  }
}

/** Label and links wrap as whole items, never a link split from its neighbour. */
const Calendar = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${space[4]};
  margin-top: ${space[1]};
  color: ${colors.ink};
  font-weight: 400;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET_PX}px;
    color: ${colors.navy};
    font-weight: 700;
  }
`
