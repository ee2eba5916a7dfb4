/**
 * 'Next available session' on the lesson pages (spec §2, §9): the next Thursday after today, in the
 * visitor's own calendar. Today a Thursday gives next week's Thursday; the time of day is dropped.
 */
import { twoDigits } from './dates'

const THURSDAY = 4

export function nextThursday(today: Date): Date {
  const days = (THURSDAY - today.getDay() + 7) % 7 || 7
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days)
}

/** The local calendar date as `YYYY-MM-DD` (for `<time dateTime>`). */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`
}
