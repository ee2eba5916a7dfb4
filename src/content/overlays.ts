import { WEEKLY_CLASS_NAME } from './weekly-class'

/**
 * The copy of the marketing overlays (spec §2 Home, /learn, /train, /articles, "Overlays", lesson
 * pages). The toasts they show are in messages.ts; the delays and thresholds in machines/timings.ts.
 */

/** The sign-up popups and the /articles modal: heading, one line, and the source of the sign-up. */
export const POPUPS = {
  homeWelcome: {
    title: 'Free Tactics Cheat Sheet',
    text: 'The 12 tactical patterns every player must know, on one printable page. Tell us where to send it.',
    source: 'welcome_popup',
  },
  learn: {
    title: `Free ${WEEKLY_CLASS_NAME}`,
    text: 'Every Saturday at 7 PM EST: 30 minutes of live Q&A with titled masters. Free, online, all levels.',
    source: 'weekly_live_lessons',
  },
  trainingHub: {
    title: `Free ${WEEKLY_CLASS_NAME}`,
    text: 'Every Saturday at 7 PM EST: 30 minutes of live Q&A with titled masters. Free, online, all levels.',
    source: 'training_hub_popup',
  },
  articlesWeekly: {
    title: `Join Our Free ${WEEKLY_CLASS_NAME}`,
    text: 'Every Saturday at 7 PM EST: 30 minutes of live Q&A with titled masters. Leave your e-mail and we send you the link.',
    source: 'weekly_live_lessons_articles',
  },
} as const

/** The Training Hub popup shows this for the 2 s before it closes by itself after a sign-up. */
export const WEEKLY_POPUP_THANKS = "You're in! Watch your inbox for the link before the class."

/** The Training Hub button that opens the weekly lessons popup. */
export const WEEKLY_LESSONS_BUTTON = `Join Free ${WEEKLY_CLASS_NAME}`

/** The exit-intent modal (static text, no timer; spec §2 "Overlays"). */
export const EXIT_INTENT = {
  title: 'Wait! Before You Go...',
  text: 'Book a free 20-minute strategy session with a titled master, for the next 10 minutes.',
  scarcity: 'Only 5 spots remaining this week',
} as const

/** The floating promo card, bottom right (static text, no counter). */
export const PROMO_CARD = {
  title: 'Try a Private Lesson',
  text: '$1 intro session with 3 spots left',
  dismiss: 'Dismiss offer',
} as const

/** The mobile booking bar on /lessons/kids. */
export const MOBILE_BOOKING_BAR = 'Book an Intro Session - $1'
