import { assertEvent, assign, emit, setup } from 'xstate'
import type { SubscriptionTable } from '../src/domain/leads'
import { INVALID_EMAIL_FORMAT, normalizeEmail } from '../src/domain/email'
import type { SubscribeMessages } from '../src/content/messages'
import { LIST_MAIL_WITHHELD } from '../src/content/email-notes'
import type { SaveOutcome } from '../src/domain/leads'
import {
  emailGuards,
  isMailWithheld,
  leadSaveDelays,
  saveFailedToast,
  saveLeadActor,
  saveOutcomeGuards,
  type LeadSaveInput,
} from './lead-save'
import { leadSaveStep, type SaveFailure } from './lead-save-step'
import type { ToastEvent, ToastParams } from './toast'

/**
 * The shared e-mail sign-up flow (spec §4 "Email forms" and "Subscribe card", §7 calls 1-6, §8).
 *
 *   ready.idle --form.submit--> submitting --saved--> ready.success
 *                                          --duplicate--> ready.alreadySubscribed
 *                                          --error/network/time limit--> ready.failed
 *
 * Blank e-mail: ignored by inline forms (`blankEmail: 'ignore'`), a toast on the subscribe card
 * (`'report'`). A malformed e-mail never leaves the browser. While submitting, a second submit is
 * not handled at all, so a double click stores one row. On success the input clears and the host
 * hears `subscribed`; on any failure the typed e-mail stays. A save that has no answer after
 * `saveTimeout` is abandoned (its request aborted) and reported like a network failure.
 *
 * `form.submit` carries the e-mail the form held when it was submitted, so a submit React replays
 * after hydration (typed before any `form.change` reached the chart) sends what the visitor typed.
 *
 * Effects are injected by the host: `saveLead` (the insert, given an AbortSignal) and
 * `rememberSubscription` (the browser flags `email_subscribed_{source}` and `user_email`).
 */
export interface SubscribeInput {
  table: SubscriptionTable
  source: string
  messages: SubscribeMessages
  blankEmail: 'ignore' | 'report'
}

export interface SubscribeContext extends SubscribeInput {
  /** What the visitor has typed. */
  email: string
  /** The cleaned-up, lower-cased e-mail of the submission in flight or last made. */
  submittedEmail: string
}

export type SubscribeEvent =
  { type: 'form.change'; value: string } | { type: 'form.submit'; email: string }

/** `busy`: a save is in flight; `done`: the visitor is on the list; `error`: the last save failed. */
export type SubscribeTag = 'busy' | 'done' | 'error'

export type SaveSubscriptionInput = LeadSaveInput<SubscriptionTable>

export type SubscribeEmitted = ToastEvent | { type: 'subscribed'; email: string; source: string }

/** A toast built from the form's message variant. */
const messageToast =
  (tone: ToastParams['tone'], pick: (messages: SubscribeMessages) => Omit<ToastParams, 'tone'>) =>
  ({ context }: { context: SubscribeContext }): ToastParams => ({
    tone,
    ...pick(context.messages),
  })

/**
 * The spec's success toast; when the sign-up is stored but no mail goes to the address now (the
 * server answered "stored, no mail"), a sentence of ours after it says so.
 */
const successToast = (messages: SubscribeMessages, outcome: SaveOutcome): ToastParams => ({
  tone: 'success',
  ...messages.success,
  ...(isMailWithheld(outcome)
    ? { description: `${messages.success.description} ${LIST_MAIL_WITHHELD}` }
    : {}),
})

/** A failed save: the variant's fallback text (the server's message goes to the console). */
const failureToast = (messages: SubscribeMessages): ToastParams =>
  saveFailedToast({ title: messages.errorTitle, fallback: messages.errorFallback })

export const subscribeMachine = setup({
  types: {
    input: {} as SubscribeInput,
    context: {} as SubscribeContext,
    events: {} as SubscribeEvent,
    emitted: {} as SubscribeEmitted,
    tags: {} as SubscribeTag,
  },
  actors: {
    saveLead: saveLeadActor<SubscriptionTable>(),
  },
  delays: {
    ...leadSaveDelays,
  },
  actions: {
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
    saveFailed: emit(({ context }, _params: SaveFailure) => ({
      type: 'toast' as const,
      ...failureToast(context.messages),
    })),
    rememberSubscription: (_, _params: { email: string; source: string }) => {},
    assignEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'form.change')
        return event.value
      },
    }),
    assignSubmitted: assign(({ event }) => {
      assertEvent(event, 'form.submit')
      return { email: event.email, submittedEmail: normalizeEmail(event.email) }
    }),
    clearEmail: assign({ email: '' }),
    notifySubscribed: emit(({ context }) => ({
      type: 'subscribed' as const,
      email: context.submittedEmail,
      source: context.source,
    })),
  },
  guards: {
    ...emailGuards,
    ...saveOutcomeGuards,
    isBlankIgnored: ({ context, event }) => {
      assertEvent(event, 'form.submit')
      return normalizeEmail(event.email) === '' && context.blankEmail === 'ignore'
    },
  },
}).createMachine({
  id: 'subscribe',
  description: 'One e-mail sign-up form: newsletter, weekly live class or cheat sheet.',
  context: ({ input }) => ({ ...input, email: '', submittedEmail: '' }),
  initial: 'ready',
  states: {
    ready: {
      description: 'The form takes input; the substate remembers how the last submit ended.',
      initial: 'idle',
      on: {
        'form.change': { target: '.idle', actions: { type: 'assignEmail' } },
        'form.submit': [
          { guard: { type: 'isBlankIgnored' } },
          {
            guard: { type: 'isBlankEmail' },
            target: '.idle',
            actions: [
              { type: 'assignSubmitted' },
              {
                type: 'toast',
                params: messageToast('error', (m) => ({
                  title: m.required?.title ?? m.errorTitle,
                  description: m.required?.description ?? INVALID_EMAIL_FORMAT,
                })),
              },
            ],
          },
          {
            guard: { type: 'isMalformedEmail' },
            target: '.idle',
            actions: [
              { type: 'assignSubmitted' },
              {
                type: 'toast',
                params: messageToast('error', (m) => ({
                  title: m.errorTitle,
                  description: INVALID_EMAIL_FORMAT,
                })),
              },
            ],
          },
          { target: 'submitting', actions: { type: 'assignSubmitted' } },
        ],
      },
      states: {
        idle: { description: 'Nothing submitted yet, or the visitor is typing again.' },
        success: {
          description: 'Saved: the field is cleared and the flags are stored.',
          tags: ['done'],
        },
        alreadySubscribed: {
          description: 'The e-mail was already on this list (unique index, 409 / 23505).',
          tags: ['done'],
        },
        failed: {
          description: 'The save failed or timed out; the typed e-mail is kept for a retry.',
          tags: ['error'],
        },
      },
    },
    submitting: leadSaveStep({
      description: 'The insert is in flight; further submits are ignored until it answers.',
      row: (context: SubscribeContext): SaveSubscriptionInput => ({
        table: context.table,
        row: { email: context.submittedEmail, source: context.source },
      }),
      failed: 'ready.failed',
      answers: [
        {
          guard: {
            type: 'isDuplicate',
            params: ({ event }: { event: { output: SaveOutcome } }) => ({ outcome: event.output }),
          },
          target: 'ready.alreadySubscribed',
          actions: { type: 'toast', params: messageToast('error', (m) => m.duplicate) },
        },
      ],
      saved: {
        target: 'ready.success',
        actions: [
          {
            type: 'rememberSubscription',
            params: ({ context }: { context: SubscribeContext }) => ({
              email: context.submittedEmail,
              source: context.source,
            }),
          },
          { type: 'clearEmail' },
          {
            type: 'toast',
            params: ({
              context,
              event,
            }: {
              context: SubscribeContext
              event: { output: SaveOutcome }
            }) => successToast(context.messages, event.output),
          },
          { type: 'notifySubscribed' },
        ],
      },
    }),
  },
})
