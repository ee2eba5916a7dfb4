import { describe, expect, it } from 'vitest'
import { isoDate, nextThursday } from '../../src/domain/next-thursday'
import { formatArticleDate, formatSessionDate } from '../../src/domain/dates'

/**
 * 'Next available session' (spec §2 lesson pages, §9): the next Thursday after today, in the
 * visitor's own calendar. Dates are built in local time, as the browser sees them.
 */
const local = (iso: string, hours = 10, minutes = 0) => {
  const [year, month, day] = iso.split('-').map(Number)
  return new Date(year!, month! - 1, day!, hours, minutes)
}

describe('nextThursday', () => {
  // Week of Monday 2026-11-23; Thursday 2026-11-26.
  it.each([
    ['Monday', '2026-11-23', '2026-11-26'],
    ['Tuesday', '2026-11-24', '2026-11-26'],
    ['Wednesday', '2026-11-25', '2026-11-26'],
    ['Thursday (gives next week)', '2026-11-26', '2026-12-03'],
    ['Friday', '2026-11-27', '2026-12-03'],
    ['Saturday', '2026-11-28', '2026-12-03'],
    ['Sunday', '2026-11-29', '2026-12-03'],
  ])('%s %s -> %s', (_weekday, today, expected) => {
    expect(isoDate(nextThursday(local(today)))).toBe(expected)
  })

  it.each([
    ['month rollover: Friday 2026-01-30', '2026-01-30', '2026-02-05'],
    ['month rollover: Thursday 2026-04-30', '2026-04-30', '2026-05-07'],
    ['February of a leap year: Monday 2028-02-28', '2028-02-28', '2028-03-02'],
    ['February of a common year: Friday 2027-02-26', '2027-02-26', '2027-03-04'],
    ['year rollover: Tuesday 2026-12-29', '2026-12-29', '2026-12-31'],
    ['year rollover: Thursday 2026-12-31', '2026-12-31', '2027-01-07'],
    ['year rollover: Saturday 2027-12-25', '2027-12-25', '2027-12-30'],
    ['year rollover: Friday 2027-12-31', '2027-12-31', '2028-01-06'],
  ])('%s -> %s', (_case, today, expected) => {
    expect(isoDate(nextThursday(local(today)))).toBe(expected)
  })

  it.each([
    ['Wednesday 23:59 is still Wednesday', local('2026-11-25', 23, 59), '2026-11-26'],
    ['Thursday 00:00 is already Thursday', local('2026-11-26', 0, 0), '2026-12-03'],
    ['Thursday 23:59 is still Thursday', local('2026-11-26', 23, 59), '2026-12-03'],
    ['Friday 00:01', local('2026-11-27', 0, 1), '2026-12-03'],
    ['Sunday 22:30 before a month rollover', local('2026-05-31', 22, 30), '2026-06-04'],
    ['New Year’s Eve 23:59, a Thursday', local('2026-12-31', 23, 59), '2027-01-07'],
    ['the night US clocks go back: Saturday 23:30', local('2026-10-31', 23, 30), '2026-11-05'],
    ['the day US clocks go forward: Sunday 22:00', local('2026-03-08', 22, 0), '2026-03-12'],
  ])('late and early hours: %s -> %s', (_case, today, expected) => {
    expect(isoDate(nextThursday(today))).toBe(expected)
  })

  it('drops the time of day: the result is local midnight', () => {
    const result = nextThursday(local('2026-11-24', 21, 45))
    expect([result.getHours(), result.getMinutes(), result.getSeconds()]).toEqual([0, 0, 0])
  })

  it('is a Thursday 1 to 7 days ahead for every day of two years', () => {
    for (let day = 0; day < 2 * 366; day++) {
      const today = new Date(2026, 0, 1 + day, 18)
      const result = nextThursday(today)
      const days = Math.round(
        (Date.UTC(result.getFullYear(), result.getMonth(), result.getDate()) -
          Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) /
          86_400_000,
      )
      expect(result.getDay()).toBe(4)
      expect(days).toBeGreaterThanOrEqual(1)
      expect(days).toBeLessThanOrEqual(7)
    }
  })
})

describe('formatSessionDate', () => {
  it.each([
    ['2026-11-26', 'Thursday, November 26'],
    ['2026-12-03', 'Thursday, December 3'],
    ['2027-01-07', 'Thursday, January 7'],
  ])('%s -> %s', (iso, text) => {
    expect(formatSessionDate(local(iso, 0))).toBe(text)
  })
})

describe('formatArticleDate', () => {
  it.each([
    ['2024-05-15', 'May 15, 2024'],
    ['2024-01-01', 'January 1, 2024'],
    ['2023-12-31', 'December 31, 2023'],
  ])('%s -> %s, the same in every time zone', (iso, text) => {
    expect(formatArticleDate(iso)).toBe(text)
  })
  it('agrees with Intl for every month', () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, '0')}-09`
      expect(formatArticleDate(iso)).toBe(
        new Date(Date.UTC(2025, month - 1, 9)).toLocaleDateString('en-US', {
          month: 'long',
          day: 'numeric',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      )
    }
  })
})
