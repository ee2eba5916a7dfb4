import { assertEvent, fromPromise, type EventObject } from 'xstate'
import type { LeadRows, LeadTable, SaveOutcome } from '../src/domain/leads'
import { isValidEmail, normalizeEmail } from '../src/domain/email'
import { LEAD_SAVE_TIMEOUT_MS } from './timings'
import type { ToastParams } from './toast'

/**
 * What every chart that saves a lead shares, spread into its `setup()` (the config itself stays one
 * literal object that names these by string):
 *
 * - `saveLead`: the one save actor. Its input is the table and the row; the feature's lead form
 *   (`src/features/lead-form/use-lead-form.ts`) provides the real one for every chart alike.
 * - `saveTimeout`: the time limit of a save (`LEAD_SAVE_TIMEOUT_MS`).
 * - (Each chart keeps its one-line `toast` action: xstate types an action by its chart's emitted
 *   events, so a shared `emit` does not fit every chart's setup.)
 * - The e-mail step's guards, on its `form.submit` event: `isBlankEmail`, `isMalformedEmail`.
 * - The save outcome's guards, on `{ outcome }` params: `isDuplicate` (the unique index answered
 *   409 / 23505) and `isSaveFailed` (an error answer). Anything else counts as stored.
 * - Toast builders: `errorToast` for a fixed message, `saveFailedToast` for a failed save (always
 *   the spec's fallback text; the server's message goes to the console).
 */

/** What the one save actor of every lead chart receives. */
export type LeadSaveInput<T extends LeadTable = LeadTable> = {
  [K in T]: { table: K; row: LeadRows[K] }
}[T]

/** The not-provided save actor; `T` narrows the tables a chart writes. */
export const saveLeadActor = <T extends LeadTable>() =>
  fromPromise<SaveOutcome, LeadSaveInput<T>>(async () => {
    throw new Error('saveLead is not provided')
  })

/** The delays every lead chart names. */
export const leadSaveDelays = {
  saveTimeout: LEAD_SAVE_TIMEOUT_MS,
} as const

type EmailSubmit = { type: 'form.submit'; email: string }

/** The cleaned-up e-mail of the e-mail step's submit. */
function submittedEmail(event: EventObject): string {
  assertEvent(event as EmailSubmit, 'form.submit')
  return normalizeEmail((event as EmailSubmit).email)
}

/** The e-mail step's checks, on `form.submit { email }`. */
export const emailGuards = {
  isBlankEmail: ({ event }: { event: EventObject }) => submittedEmail(event) === '',
  isMalformedEmail: ({ event }: { event: EventObject }) => !isValidEmail(submittedEmail(event)),
}

/** The save's answer, given as params: `({ event }) => ({ outcome: event.output })`. */
export const saveOutcomeGuards = {
  isDuplicate: (_: unknown, params: { outcome: SaveOutcome }) =>
    params.outcome.status === 'duplicate',
  isSaveFailed: (_: unknown, params: { outcome: SaveOutcome }) => params.outcome.status === 'error',
}

/** Stored, but the mail the page promises will not go: the page says so instead of "emailed". */
export const isMailWithheld = (outcome: SaveOutcome): boolean =>
  outcome.status === 'success' && outcome.mail === 'withheld'

/** The server's message of an error answer (null for any other answer or none). */
export const errorMessage = (outcome: SaveOutcome): string | null =>
  outcome.status === 'error' ? outcome.message : null

/** An error answer the server gave for good (a broken rule): sending the row again cannot help. */
export const isRefusedForGood = (outcome: SaveOutcome): boolean =>
  outcome.status === 'error' && outcome.refused === true

/** An error toast of a fixed message. */
export const errorToast = (message: { title: string; description: string }): ToastParams => ({
  tone: 'error',
  ...message,
})

/**
 * A failed save: the spec's fallback text, whatever the server said (a server's message is
 * for the console, src/features/lead-form/use-lead-form.ts logs it; a visitor reads the site's words).
 */
export const saveFailedToast = (texts: { title: string; fallback: string }): ToastParams => ({
  tone: 'error',
  title: texts.title,
  description: texts.fallback,
})
