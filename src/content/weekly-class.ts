/**
 * The free weekly live class, defined once (spec §1, §9: Saturday 7 PM EST, 30 minutes, live Q&A
 * with titled masters). "EST" is the spec's word and stays in the pages' copy; the class itself
 * follows New York's clock, so it is 7 PM Eastern Daylight Time from March to November. Everything
 * that converts or schedules it (src/domain/weekly-class.ts, the calendar file, the mail) reads this.
 */
import { SITE_NAME } from './brand.ts'

/**
 * The class's one name. The spec's own toasts call it "our Weekly Master Class"; every heading,
 * button and calendar entry whose wording the spec leaves to us uses the same name.
 */
export const WEEKLY_CLASS_NAME = 'Weekly Master Class'

/** The sign-up card's heading (under results, on the style and lesson pages). */
export const WEEKLY_CARD_TITLE = `Join Our Free ${WEEKLY_CLASS_NAME}`

export const WEEKLY_CLASS = {
  /** Day of the week, as `Date#getDay` counts: 6 is Saturday. */
  weekday: 6,
  hour: 19,
  minute: 0,
  /** The IANA zone whose clock the class keeps (daylight saving included). */
  timeZone: 'America/New_York',
  durationMinutes: 30,
  /**
   * The first Saturday of the evergreen calendar entry on the site (`/weekly-class.ics`): a fixed
   * date, so the file never changes and needs no script; calendars repeat it every Saturday since.
   */
  firstDate: { year: 2025, month: 1, day: 4 },
  /** One identity for every calendar entry of the class, so a second import updates the first. */
  uid: 'weekly-live-class@checkmatetutors.com',
  /** The calendar file the site serves (written at build time). */
  calendarPath: '/weekly-class.ics',
  title: `Free ${WEEKLY_CLASS_NAME} (${SITE_NAME})`,
  summary: '30 minutes of live Q&A with titled masters. Free, online, all levels.',
  /** The site's copy never shows the private join link: the sign-up mail carries it. */
  joinNote: `The link to join is in your sign-up e-mail from ${SITE_NAME}.`,
  /** A reminder before the start, in the calendar entry. */
  reminderMinutes: 15,
} as const
