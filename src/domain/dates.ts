/**
 * Dates in words, English, without `Intl`: creating a `toLocaleDateString` formatter costs tens of
 * milliseconds on a phone (it loads locale data), and every article card and page header formats one
 * while the page hydrates. The names never change, so a table does the job.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
/** The days of the week, Sunday first, as `Date.getDay()` counts them. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const

/** A number as two digits: 5 -> '05' (months, days, hours and minutes in dates). */
export const twoDigits = (n: number) => String(n).padStart(2, '0')

/** 'May 15, 2024' from '2024-05-15' (a calendar date: no time zone may move it). */
export function formatArticleDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return `${MONTHS[month! - 1]} ${day}, ${year}`
}

/** 'Thursday, November 26': the weekday and date of a local `Date`. */
export function formatSessionDate(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}`
}
