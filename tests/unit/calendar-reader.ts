/**
 * Reads an iCalendar file as a calendar app does (ical.js, the parser Thunderbird's calendar is
 * built on): the unit tests read the calendar files with it, the mail tests the attachment.
 */
import ICAL from 'ical.js'

interface Parsed {
  calendar: ICAL.Component
  event: ICAL.Event
}

/** Parses the file and registers its own VTIMEZONE blocks, as a calendar app does on import. */
export function parseCalendar(text: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  const vevent = calendar.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT')
  return { calendar, event: new ICAL.Event(vevent) }
}

/** The first `count` occurrences starting at or after `from`, as UTC ISO strings. */
export function occurrences(event: ICAL.Event, from: string, count: number): string[] {
  const iterator = event.iterator()
  const found: string[] = []
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    const instant = next.toJSDate()
    if (instant.getTime() >= Date.parse(from)) found.push(instant.toISOString())
  }
  return found
}
