/** Site-wide facts used by the layout and the head tags. */
import { BOOKING_PAGE_URL, BUSINESS_SITE_URL } from './business-web'

export { SITE_NAME } from './brand'

/**
 * Canonical origin of the public site: the business's domain (src/content/business-web.ts), or the
 * build's VITE_SITE_URL when one is set (a staging build on another domain).
 */
export const SITE_URL: string =
  (import.meta.env.VITE_SITE_URL as string | undefined) ?? BUSINESS_SITE_URL

export const FOOTER_TAGLINE = 'Making chess simple, fun, and accessible for everyone!'
export const COPYRIGHT_YEAR = 2025

export const BOOK_INTRO_LESSON = 'Book an Intro Lesson'
export const LESSON_TYPE_MODAL_TITLE = 'Choose Your Lesson Type'
export const LESSONS_FOR_KIDS = 'Lessons for Kids'
export const LESSONS_FOR_ADULTS = 'Lessons for Adults'

export const NOT_FOUND_TITLE = 'Oops! Page not found'
export const RETURN_HOME = 'Return to Home'
export const UNEXPECTED_ERROR = 'Unexpected Application Error!'

/** Section ids on the home page that the navbar and footer target. */
export const HOME_SECTIONS = {
  about: 'about',
  process: 'process',
  testimonials: 'testimonials',
  faqs: 'faqs',
} as const
export type HomeSection = keyof typeof HOME_SECTIONS

/**
 * The coach's 1-hour lesson event page on the scheduling service (spec §2 lesson pages), set in
 * src/content/business-web.ts.
 */
export const SCHEDULING_EVENT_URL = BOOKING_PAGE_URL
/** The scheduling service's embed script. */
export const SCHEDULING_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js'

/**
 * What the funnel analytics keep (not a spec text): shown small in the footer of every
 * page. src/services/funnel-recorder.ts and the funnel_events table must keep it true.
 */
export const PRIVACY_NOTE =
  'Privacy: to improve our quizzes and pop-ups we count which of their steps are reached (the step, the page, the time and a random number for this browser tab, forgotten when the tab closes, which also picks the version of a pop-up timing the tab sees while we test one), never your e-mail, name, answers or IP address. Nothing is counted and nothing is stored when your browser sends Global Privacy Control or Do Not Track.'

/** Read after a link that opens in a new tab (visually hidden). */
export const NEW_TAB_NOTE = ' (opens in a new tab)'
