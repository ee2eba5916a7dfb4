import type { SnapshotFrom } from 'xstate'
import type { MailLinkOutcome, mailLinkMachine } from './mail-link.machine'

export type MailLinkSnapshot = SnapshotFrom<typeof mailLinkMachine>

/** What the page says: before the click, while the function answers, or how the link ended. */
export type MailLinkStep = 'waiting' | 'following' | MailLinkOutcome

/** The chart's state is the page's step (the chart has no nested states). */
export const selectStep = (snapshot: MailLinkSnapshot): MailLinkStep =>
  snapshot.value as MailLinkStep

/** The button is shown: nothing asked yet, or a failure to try again. */
export const selectShowsButton = (snapshot: MailLinkSnapshot): boolean =>
  snapshot.hasTag('actionable')

/** `selectStep` and `selectShowsButton` in the chart's initial state (before it has loaded). */
export const STEP_BEFORE: MailLinkStep = 'waiting'
export const SHOWS_BUTTON_BEFORE = true
