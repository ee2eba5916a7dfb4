/**
 * The weekly class's calendar file, read back by a real iCalendar parser (ical.js, the one
 * Thunderbird's calendar is built on): its VTIMEZONE, its weekly rule, and the next ten classes as
 * UTC instants across a daylight-saving change, against instants written by hand.
 */
import { describe, expect, it } from 'vitest'
import { WEEKLY_CLASS } from '../../src/content/weekly-class'
import {
  siteWeeklyClassCalendar,
  weeklyClassCalendar,
} from '../../src/domain/weekly-class-calendar'
import { occurrences, parseCalendar } from './calendar-reader'

/** Ten Saturdays at 7 PM New York from October 17, 2026: EDT (23:00 UTC) until November 1, then EST. */
const TEN_FROM_OCTOBER_17 = [
  '2026-10-17T23:00:00.000Z',
  '2026-10-24T23:00:00.000Z',
  '2026-10-31T23:00:00.000Z',
  '2026-11-08T00:00:00.000Z',
  '2026-11-15T00:00:00.000Z',
  '2026-11-22T00:00:00.000Z',
  '2026-11-29T00:00:00.000Z',
  '2026-12-06T00:00:00.000Z',
  '2026-12-13T00:00:00.000Z',
  '2026-12-20T00:00:00.000Z',
]

/** Ten from February 21, 2026: EST (00:00 UTC the next day) until March 8, then EDT. */
const TEN_FROM_FEBRUARY_21 = [
  '2026-02-22T00:00:00.000Z',
  '2026-03-01T00:00:00.000Z',
  '2026-03-08T00:00:00.000Z',
  '2026-03-14T23:00:00.000Z',
  '2026-03-21T23:00:00.000Z',
  '2026-03-28T23:00:00.000Z',
  '2026-04-04T23:00:00.000Z',
  '2026-04-11T23:00:00.000Z',
  '2026-04-18T23:00:00.000Z',
  '2026-04-25T23:00:00.000Z',
]

describe("the site's calendar file (/weekly-class.ics)", () => {
  const text = siteWeeklyClassCalendar()
  const { calendar, event } = parseCalendar(text)

  it('is an RFC 5545 calendar: the event in New York time with its VTIMEZONE, weekly on Saturdays', () => {
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    const zone = calendar.getFirstSubcomponent('vtimezone')!
    expect(zone.getFirstPropertyValue('tzid')).toBe('America/New_York')
    expect(zone.getAllSubcomponents().map((c) => c.name)).toEqual(
      expect.arrayContaining(['daylight', 'standard']),
    )
    expect(text).toMatch(/^DTSTART;TZID=America\/New_York:20250104T190000\r$/m)
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m)
    expect(event.uid).toBe(WEEKLY_CLASS.uid)
    expect(event.summary).toBe(WEEKLY_CLASS.title)
    expect(event.isRecurring()).toBe(true)
    expect(String(event.component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;BYDAY=SA')
    expect(event.duration.toSeconds()).toBe(30 * 60)
    // A reminder 15 minutes before.
    const alarm = event.component.getFirstSubcomponent('valarm')!
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT15M')
  })

  it('never publishes the join link: it says the link is in the sign-up e-mail', () => {
    expect(event.description).toContain(WEEKLY_CLASS.joinNote)
    expect(event.location).toBe('Online')
    expect(event.component.getFirstPropertyValue('url')).toBeNull()
    expect(text).not.toMatch(/meet\./)
  })

  it('the next ten classes across the November change are the right UTC instants', () => {
    expect(occurrences(event, '2026-10-17T00:00:00Z', 10)).toEqual(TEN_FROM_OCTOBER_17)
  })

  it('and across the March change', () => {
    expect(occurrences(event, '2026-02-21T00:00:00Z', 10)).toEqual(TEN_FROM_FEBRUARY_21)
  })

  it('is the same file on every build (a fixed stamp)', () => {
    expect(siteWeeklyClassCalendar()).toBe(text)
  })
})

describe("the mail's calendar file", () => {
  const text = weeklyClassCalendar({
    from: { year: 2026, month: 10, day: 17 },
    description: 'Join: https://meet.example.com/weekly',
    joinUrl: 'https://meet.example.com/weekly',
    stamp: new Date('2026-10-14T12:00:00Z'),
  })
  const { event } = parseCalendar(text)

  it('starts from the given Saturday with the join link, under the same UID', () => {
    expect(event.uid).toBe(WEEKLY_CLASS.uid)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-10-17T23:00:00.000Z')
    expect(event.location).toBe('https://meet.example.com/weekly')
    expect(String(event.component.getFirstPropertyValue('url'))).toBe(
      'https://meet.example.com/weekly',
    )
    expect(event.description).toContain('https://meet.example.com/weekly')
  })

  it('its next ten classes too', () => {
    expect(occurrences(event, '2026-10-17T00:00:00Z', 10)).toEqual(TEN_FROM_OCTOBER_17)
  })
})
