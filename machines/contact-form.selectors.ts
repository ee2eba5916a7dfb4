import type { SnapshotFrom } from 'xstate'
import type { contactFormMachine } from './contact-form.machine'

/** What the contact page reads from its chart. */
export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>

/** The message is being sent: the form is busy and its button says so. */
export const selectBusy = (snapshot: ContactFormSnapshot): boolean => snapshot.hasTag('busy')

/** `selectBusy` in the chart's initial state (before it has loaded). */
export const BUSY_BEFORE = false
