/**
 * The weekly class as an iCalendar file (RFC 5545): one event every Saturday at 7 PM in New York's
 * clock (`DTSTART;TZID=America/New_York` with its `VTIMEZONE`, so every calendar shows it at its
 * owner's local time, daylight saving included, and moves it when either side changes clock), 30
 * minutes, a reminder before the start, one stable UID. Written by ical-generator; the VTIMEZONE
 * comes from timezones-ical-library (the IANA data as VTIMEZONE blocks, in the package: no file is
 * read at run time, so the mail sender on Deno needs nothing but the import).
 *
 * Two callers, never the browser: the build writes the site's evergreen `/weekly-class.ics` (from
 * the fixed first Saturday; it cannot hold the private join link, so it says where the link is),
 * and the mail sender attaches one from the next class with the join link.
 */
import ical, {
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalWeekday,
} from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { SITE_NAME } from '../content/brand.ts'
import { WEEKLY_CLASS } from '../content/weekly-class.ts'
import type { CalendarDate } from './weekly-class.ts'

const WEEKDAYS = [
  ICalWeekday.SU,
  ICalWeekday.MO,
  ICalWeekday.TU,
  ICalWeekday.WE,
  ICalWeekday.TH,
  ICalWeekday.FR,
  ICalWeekday.SA,
]

/** The VTIMEZONE block of an IANA zone, as ical-generator's timezone generator returns it. */
function vtimezone(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone)
  return Array.isArray(block) && block[0] ? block[0] : null
}

/**
 * A wall-clock time for ical-generator. Given a zone, it writes a `Date`'s own clock fields
 * (`getHours()`...) after `TZID=`: a Date made from New York's wall time in this process's clock
 * therefore comes out as that wall time. 7 PM is never in a daylight-saving gap, here or there.
 */
function wallClock(date: CalendarDate, minutesIntoDay: number): Date {
  return new Date(
    date.year,
    date.month - 1,
    date.day,
    Math.floor(minutesIntoDay / 60),
    minutesIntoDay % 60,
  )
}

export interface WeeklyClassCalendarOptions {
  /** The Saturday the series starts on, in New York's calendar. */
  from: CalendarDate
  /** The event's text (what the class is; where the join link is, or the link itself). */
  description: string
  /** The join link: the event's URL and location (the mail's only: the site never shows it). */
  joinUrl?: string
  /** Where the class is when there is no join link to give. */
  location?: string
  /** DTSTAMP: when this copy of the event was made (a fixed one keeps the site's file stable). */
  stamp: Date
}

/** The .ics text of the weekly class. */
export function weeklyClassCalendar(options: WeeklyClassCalendarOptions): string {
  const c = WEEKLY_CLASS
  const startMinutes = c.hour * 60 + c.minute
  const calendar = ical({
    prodId: { company: SITE_NAME, product: 'Weekly live class', language: 'EN' },
    name: c.title,
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: ical-generator would then write DTSTAMP in it, where RFC 5545 wants
    // UTC. The event names its zone; the generator gives each zone used its VTIMEZONE.
    timezone: { name: null, generator: vtimezone },
  })
  calendar.createEvent({
    id: c.uid,
    timezone: c.timeZone,
    stamp: options.stamp,
    start: wallClock(options.from, startMinutes),
    end: wallClock(options.from, startMinutes + c.durationMinutes),
    repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [WEEKDAYS[c.weekday]!] },
    summary: c.title,
    description: options.description,
    location: options.joinUrl ?? options.location ?? null,
    url: options.joinUrl ?? null,
    alarms: [
      {
        type: ICalAlarmType.display,
        trigger: c.reminderMinutes * 60,
        description: `${c.title} starts in ${c.reminderMinutes} minutes`,
      },
    ],
  })
  return calendar.toString()
}

/** The site's own file: from the fixed first Saturday, no join link (it is in the sign-up mail). */
export function siteWeeklyClassCalendar(): string {
  const { year, month, day } = WEEKLY_CLASS.firstDate
  return weeklyClassCalendar({
    from: WEEKLY_CLASS.firstDate,
    description: `${WEEKLY_CLASS.summary} ${WEEKLY_CLASS.joinNote}`,
    location: 'Online',
    stamp: new Date(Date.UTC(year, month - 1, day)),
  })
}
