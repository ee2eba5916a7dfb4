/**
 * The weekly class in six clocks, around both of 2026's daylight-saving changes, against a table
 * written by hand (not by the code under test). The class keeps New York's clock: Saturday 7 PM,
 * EST (UTC-5) until Sunday March 8, EDT (UTC-4) until Sunday November 1, EST after. Europe changes
 * on March 29 and October 25, Sydney leaves daylight time on April 5 and enters it on October 4,
 * Kolkata never changes.
 */
import { describe, expect, it } from 'vitest'
import { WEEKLY_CLASS } from '../../src/content/weekly-class'
import {
  cityOf,
  classDate,
  googleCalendarUrl,
  nextClassEastern,
  nextClassLine,
  nextClassParts,
  nextClassStart,
} from '../../src/domain/weekly-class'

/** From an instant (UTC) to the start of the next class (UTC). */
const NEXT_START: Array<[now: string, start: string, why: string]> = [
  ['2026-03-04T12:00:00Z', '2026-03-08T00:00:00Z', 'Wednesday before the US change: 7 PM EST'],
  ['2026-03-07T23:59:00Z', '2026-03-08T00:00:00Z', 'a minute before'],
  ['2026-03-08T00:00:00Z', '2026-03-08T00:00:00Z', 'at the start'],
  ['2026-03-08T00:29:00Z', '2026-03-08T00:00:00Z', 'in progress: still this one'],
  ['2026-03-08T00:30:00Z', '2026-03-14T23:00:00Z', 'over: next week, now 7 PM EDT'],
  ['2026-03-08T07:30:00Z', '2026-03-14T23:00:00Z', 'Sunday 3:30 AM EDT, just after the change'],
  ['2026-03-14T22:00:00Z', '2026-03-14T23:00:00Z', 'Saturday after the change, 6 PM EDT'],
  ['2026-03-28T12:00:00Z', '2026-03-28T23:00:00Z', 'Saturday before the European change'],
  ['2026-04-01T12:00:00Z', '2026-04-04T23:00:00Z', 'week of the European and Sydney changes'],
  ['2026-10-28T12:00:00Z', '2026-10-31T23:00:00Z', 'Wednesday before the US change back'],
  ['2026-10-31T23:15:00Z', '2026-10-31T23:00:00Z', 'in progress'],
  ['2026-11-01T05:30:00Z', '2026-11-08T00:00:00Z', '1:30 AM EDT, the hour that comes twice'],
  ['2026-11-01T06:30:00Z', '2026-11-08T00:00:00Z', '1:30 AM EST, the second time'],
  ['2026-11-07T23:59:00Z', '2026-11-08T00:00:00Z', 'Saturday after the change, 6:59 PM EST'],
  ['2026-11-28T09:14:00Z', '2026-11-29T00:00:00Z', 'a Saturday morning: tonight'],
  ['2026-11-29T00:45:00Z', '2026-12-06T00:00:00Z', 'Saturday 7:45 PM EST: next week'],
]

const ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Australia/Sydney',
] as const

/** Each class start (UTC) and its line in each zone, worked out by hand from the offsets. */
const LINES: Record<string, Record<(typeof ZONES)[number], string>> = {
  // New York EST -5, Los Angeles PST -8, London GMT 0, Berlin CET +1, Kolkata +5:30, Sydney AEDT +11.
  '2026-03-08T00:00:00Z': {
    'America/New_York': 'Next class: Saturday, March 7',
    'America/Los_Angeles': 'Next class: Saturday, March 7, 4:00 PM your time (Los Angeles)',
    'Europe/London': 'Next class: Sunday, March 8, 12:00 AM your time (London)',
    'Europe/Berlin': 'Next class: Sunday, March 8, 1:00 AM your time (Berlin)',
    'Asia/Kolkata': 'Next class: Sunday, March 8, 5:30 AM your time (Kolkata)',
    'Australia/Sydney': 'Next class: Sunday, March 8, 11:00 AM your time (Sydney)',
  },
  // New York EDT -4, Los Angeles PDT -7, London GMT 0, Berlin CET +1, Kolkata +5:30, Sydney AEDT +11.
  '2026-03-14T23:00:00Z': {
    'America/New_York': 'Next class: Saturday, March 14',
    'America/Los_Angeles': 'Next class: Saturday, March 14, 4:00 PM your time (Los Angeles)',
    'Europe/London': 'Next class: Saturday, March 14, 11:00 PM your time (London)',
    'Europe/Berlin': 'Next class: Sunday, March 15, 12:00 AM your time (Berlin)',
    'Asia/Kolkata': 'Next class: Sunday, March 15, 4:30 AM your time (Kolkata)',
    'Australia/Sydney': 'Next class: Sunday, March 15, 10:00 AM your time (Sydney)',
  },
  // The Saturday before Europe's change: London GMT 0, Berlin CET +1, Sydney AEDT +11.
  '2026-03-28T23:00:00Z': {
    'America/New_York': 'Next class: Saturday, March 28',
    'America/Los_Angeles': 'Next class: Saturday, March 28, 4:00 PM your time (Los Angeles)',
    'Europe/London': 'Next class: Saturday, March 28, 11:00 PM your time (London)',
    'Europe/Berlin': 'Next class: Sunday, March 29, 12:00 AM your time (Berlin)',
    'Asia/Kolkata': 'Next class: Sunday, March 29, 4:30 AM your time (Kolkata)',
    'Australia/Sydney': 'Next class: Sunday, March 29, 10:00 AM your time (Sydney)',
  },
  // After it: London BST +1, Berlin CEST +2; Sydney AEST +10 from April 5, 3 AM (April 4, 16:00 UTC).
  '2026-04-04T23:00:00Z': {
    'America/New_York': 'Next class: Saturday, April 4',
    'America/Los_Angeles': 'Next class: Saturday, April 4, 4:00 PM your time (Los Angeles)',
    'Europe/London': 'Next class: Sunday, April 5, 12:00 AM your time (London)',
    'Europe/Berlin': 'Next class: Sunday, April 5, 1:00 AM your time (Berlin)',
    'Asia/Kolkata': 'Next class: Sunday, April 5, 4:30 AM your time (Kolkata)',
    'Australia/Sydney': 'Next class: Sunday, April 5, 9:00 AM your time (Sydney)',
  },
  // New York EDT -4; London and Berlin back on GMT 0 / CET +1 (October 25); Sydney AEDT +11 (October 4).
  '2026-10-31T23:00:00Z': {
    'America/New_York': 'Next class: Saturday, October 31',
    'America/Los_Angeles': 'Next class: Saturday, October 31, 4:00 PM your time (Los Angeles)',
    'Europe/London': 'Next class: Saturday, October 31, 11:00 PM your time (London)',
    'Europe/Berlin': 'Next class: Sunday, November 1, 12:00 AM your time (Berlin)',
    'Asia/Kolkata': 'Next class: Sunday, November 1, 4:30 AM your time (Kolkata)',
    'Australia/Sydney': 'Next class: Sunday, November 1, 10:00 AM your time (Sydney)',
  },
  // New York EST -5, Los Angeles PST -8.
  '2026-11-08T00:00:00Z': {
    'America/New_York': 'Next class: Saturday, November 7',
    'America/Los_Angeles': 'Next class: Saturday, November 7, 4:00 PM your time (Los Angeles)',
    'Europe/London': 'Next class: Sunday, November 8, 12:00 AM your time (London)',
    'Europe/Berlin': 'Next class: Sunday, November 8, 1:00 AM your time (Berlin)',
    'Asia/Kolkata': 'Next class: Sunday, November 8, 5:30 AM your time (Kolkata)',
    'Australia/Sydney': 'Next class: Sunday, November 8, 11:00 AM your time (Sydney)',
  },
}

describe('the next class', () => {
  it.each(NEXT_START)('from %s: %s (%s)', (now, start) => {
    expect(nextClassStart(new Date(now)).toISOString()).toBe(new Date(start).toISOString())
  })

  it('is always a Saturday at 7:00 PM in New York, and 30 minutes long in the definition', () => {
    expect(WEEKLY_CLASS).toMatchObject({
      weekday: 6,
      hour: 19,
      minute: 0,
      timeZone: 'America/New_York',
      durationMinutes: 30,
    })
    let now = new Date('2026-01-01T00:00:00Z')
    for (let week = 0; week < 60; week++) {
      const start = nextClassStart(now)
      expect(nextClassEastern(start), start.toISOString()).toMatch(
        /^Saturday, \w+ \d+, 7:00 PM Eastern$/,
      )
      now = new Date(start.getTime() + 30 * 60_000)
    }
  })
})

describe('the line in the visitor zone', () => {
  const rows = Object.entries(LINES).flatMap(([start, lines]) =>
    ZONES.map((zone) => [start, zone, lines[zone]] as const),
  )
  it.each(rows)('class of %s in %s: %s', (start, zone, line) => {
    expect(nextClassLine(new Date(start), zone)).toBe(line)
  })

  it('a zone on New York time by another name sees the date only; one without a city, no city', () => {
    const start = new Date('2026-12-06T00:00:00Z')
    expect(nextClassLine(start, 'America/Toronto')).toBe('Next class: Saturday, December 5')
    expect(nextClassLine(start, 'America/Chicago')).toBe(
      'Next class: Saturday, December 5, 6:00 PM your time (Chicago)',
    )
    expect(nextClassLine(start, 'UTC')).toBe('Next class: Sunday, December 6, 12:00 AM your time')
    expect(nextClassLine(start, 'Etc/GMT-3')).toBe(
      'Next class: Sunday, December 6, 3:00 AM your time',
    )
  })

  it('in two parts for the page: the day, and the time where it differs from New York', () => {
    const start = new Date('2026-12-06T00:00:00Z')
    expect(nextClassParts(start, 'America/Los_Angeles')).toEqual({
      day: 'Saturday, December 5',
      time: '4:00 PM your time (Los Angeles)',
    })
    expect(nextClassParts(start, 'America/New_York')).toEqual({
      day: 'Saturday, December 5',
      time: null,
    })
  })

  it('the mail says it in Eastern time', () => {
    expect(nextClassEastern(new Date('2026-12-06T00:00:00Z'))).toBe(
      'Saturday, December 5, 7:00 PM Eastern',
    )
    expect(nextClassEastern(new Date('2026-10-31T23:00:00Z'))).toBe(
      'Saturday, October 31, 7:00 PM Eastern',
    )
  })
})

describe('the city of a zone', () => {
  it.each([
    ['America/Los_Angeles', 'Los Angeles'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
    ['America/Port-au-Prince', 'Port-au-Prince'],
    ['Asia/Kolkata', 'Kolkata'],
    // Chromium's ICU data still answers the old names for these.
    ['Asia/Calcutta', 'Kolkata'],
    ['Asia/Saigon', 'Ho Chi Minh City'],
    ['Europe/Kiev', 'Kyiv'],
    ['UTC', null],
    ['Etc/GMT+5', null],
  ])('%s -> %s', (zone, city) => {
    expect(cityOf(zone)).toBe(city)
  })
})

describe('the Google Calendar link', () => {
  it('adds the class every Saturday from the next one, at 7 PM New York time, 30 minutes', () => {
    const start = new Date('2026-12-06T00:00:00Z')
    expect(classDate(start)).toEqual({ year: 2026, month: 12, day: 5 })
    const url = new URL(googleCalendarUrl(classDate(start), 'The link to join is in your e-mail.'))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: WEEKLY_CLASS.title,
      dates: '20261205T190000/20261205T193000',
      ctz: 'America/New_York',
      recur: 'RRULE:FREQ=WEEKLY;BYDAY=SA',
      details: 'The link to join is in your e-mail.',
    })
  })
})
