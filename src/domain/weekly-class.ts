/**
 * The weekly class in anyone's clock. Pure: every answer comes from the instant and the zone it is
 * given, converted with the platform's own time-zone data (`Intl`, daylight saving included), so
 * the browser, the build and the mail sender (Deno) agree.
 *
 * A class in progress is still the next class: until its 30 minutes are over a late-comer can join,
 * so "the next class" is the first one that has not ended yet.
 */
import { WEEKLY_CLASS } from '../content/weekly-class'
import { twoDigits, WEEKDAYS } from './dates'

type ClassTime = Pick<
  typeof WEEKLY_CLASS,
  'weekday' | 'hour' | 'minute' | 'timeZone' | 'durationMinutes'
>

/** A day on a wall calendar (month 1-12). */
export interface CalendarDate {
  year: number
  month: number
  day: number
}

interface WallTime extends CalendarDate {
  /** 0 Sunday ... 6 Saturday. */
  weekday: number
  hour: number
  minute: number
}

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
/** Intl's short weekday names ('Sun', 'Mon', ...), Sunday first. */
const SHORT_WEEKDAYS = WEEKDAYS.map((day) => day.slice(0, 3))

// A formatter costs a few milliseconds to create (it loads locale data): one per zone and use.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key)
  if (!found) {
    found = make()
    formatters.set(key, found)
  }
  return found
}

/** The wall clock of `timeZone` at `instant`. */
function wallTime(instant: number, timeZone: string): WallTime {
  const parts = formatter(`wall ${timeZone}`, () =>
    Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }),
  ).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: SHORT_WEEKDAYS.indexOf(part('weekday')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
  }
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallTime(instant, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute)
  return asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS
}

/** The instant a wall-clock time of `timeZone` names (the later offset wins across a change). */
function zonedInstant(date: CalendarDate, hour: number, minute: number, timeZone: string): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute)
  const first = asUtc - offsetAt(asUtc, timeZone)
  const second = asUtc - offsetAt(first, timeZone)
  return second
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS)
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

/**
 * The start of the next class from `now`: the first class that has not ended by then (one in
 * progress counts). Its date is the class's own calendar's (New York's).
 */
export function nextClassStart(now: Date, time: ClassTime = WEEKLY_CLASS): Date {
  const today = wallTime(now.getTime(), time.timeZone)
  let date = addDays(today, (time.weekday - today.weekday + 7) % 7)
  let start = zonedInstant(date, time.hour, time.minute, time.timeZone)
  if (now.getTime() >= start + time.durationMinutes * MINUTE_MS) {
    date = addDays(date, 7)
    start = zonedInstant(date, time.hour, time.minute, time.timeZone)
  }
  return new Date(start)
}

/** The class's own calendar date of a start (New York's), e.g. for a calendar entry. */
export function classDate(
  start: Date,
  time: Pick<ClassTime, 'timeZone'> = WEEKLY_CLASS,
): CalendarDate {
  const { year, month, day } = wallTime(start.getTime(), time.timeZone)
  return { year, month, day }
}

// Older ICU data names some zones after their former city; the visitor reads today's name.
const RENAMED_CITIES: Record<string, string> = {
  Calcutta: 'Kolkata',
  Saigon: 'Ho Chi Minh City',
  Katmandu: 'Kathmandu',
  Kiev: 'Kyiv',
  Rangoon: 'Yangon',
  Godthab: 'Nuuk',
  Ulan_Bator: 'Ulaanbaatar',
  Dacca: 'Dhaka',
  Thimbu: 'Thimphu',
  Asmera: 'Asmara',
  Faeroe: 'Faroe',
  Uzhgorod: 'Uzhhorod',
  Zaporozhye: 'Zaporizhzhia',
}

/**
 * The city an IANA zone is named after ('America/Los_Angeles' -> 'Los Angeles'), or null for a
 * zone that names none ('UTC', 'Etc/GMT+5').
 */
export function cityOf(timeZone: string): string | null {
  const parts = timeZone.split('/')
  if (parts.length < 2 || parts[0] === 'Etc') return null
  const last = parts[parts.length - 1]!
  return (RENAMED_CITIES[last] ?? last).replace(/_/g, ' ')
}

/** 'Saturday, December 5' in `timeZone`. */
function dayInZone(instant: Date, timeZone: string): string {
  return formatter(`day ${timeZone}`, () =>
    Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }),
  ).format(instant)
}

/** '4:00 PM' in `timeZone` (ICU's narrow no-break space before PM made a plain one). */
function clockInZone(instant: Date, timeZone: string): string {
  return formatter(`clock ${timeZone}`, () =>
    Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
  )
    .format(instant)
    .replace(/\s/g, ' ')
}

/**
 * The next class in the visitor's zone, in two parts: the day ('Saturday, December 5') and, where
 * the visitor's clock does not read what New York's does then, the time with the city ('4:00 PM
 * your time (Los Angeles)'). Where it does (New York itself, Toronto, Detroit...), the spec's
 * "7 PM" already says it: `time` is null and the date stands alone.
 */
export function nextClassParts(
  start: Date,
  timeZone: string,
  time: ClassTime = WEEKLY_CLASS,
): { day: string; time: string | null } {
  const day = dayInZone(start, timeZone)
  const clock = clockInZone(start, timeZone)
  if (day === dayInZone(start, time.timeZone) && clock === clockInZone(start, time.timeZone))
    return { day, time: null }
  const city = cityOf(timeZone)
  return { day, time: `${clock} your time${city ? ` (${city})` : ''}` }
}

/** The line as one sentence: 'Next class: Saturday, December 5, 4:00 PM your time (Los Angeles)'. */
export function nextClassLine(
  start: Date,
  timeZone: string,
  time: ClassTime = WEEKLY_CLASS,
): string {
  const parts = nextClassParts(start, timeZone, time)
  return `Next class: ${parts.day}${parts.time ? `, ${parts.time}` : ''}`
}

/** The next class in the class's own clock, for the mail: 'Saturday, December 5, 7:00 PM Eastern'. */
export function nextClassEastern(start: Date, time: ClassTime = WEEKLY_CLASS): string {
  return `${dayInZone(start, time.timeZone)}, ${clockInZone(start, time.timeZone)} Eastern`
}

/** '20261205T190000': a wall-clock time as calendars write it (no zone: the TZID says it). */
function calendarWallTime(date: CalendarDate, hour: number, minute: number): string {
  return `${date.year}${twoDigits(date.month)}${twoDigits(date.day)}T${twoDigits(hour)}${twoDigits(minute)}00`
}

/** The class's weekly rule (RFC 5545), shared by the calendar file and the Google link. */
function weeklyRule(time: Pick<ClassTime, 'weekday'> = WEEKLY_CLASS): string {
  const days = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
  return `FREQ=WEEKLY;BYDAY=${days[time.weekday]}`
}

/**
 * A Google Calendar "add event" link for the class, every week from the Saturday `date` (New York's
 * calendar), in New York's clock (`ctz`), so Google shows it at the visitor's own local time.
 * `details` is the event's text: on the site it says where the join link is, in the mail it is the
 * link.
 */
export function googleCalendarUrl(
  date: CalendarDate,
  details: string,
  event: Pick<typeof WEEKLY_CLASS, 'title'> & ClassTime = WEEKLY_CLASS,
): string {
  const endMinutes = event.hour * 60 + event.minute + event.durationMinutes
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarWallTime(date, event.hour, event.minute)}/${calendarWallTime(date, Math.floor(endMinutes / 60), endMinutes % 60)}`,
    ctz: event.timeZone,
    recur: `RRULE:${weeklyRule(event)}`,
    details,
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}
