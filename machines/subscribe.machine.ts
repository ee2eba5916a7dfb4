import { assign, emit, fromPromise, setup } from 'xstate'
import type { SaveOutcome, SubscriptionTable } from '../src/domain/leads'
import { INVALID_EMAIL_FORMAT, isValidEmail, normalizeEmail } from '../src/domain/email'
import type { SubscribeMessages } from '../src/content/messages'
import type { ToastEvent } from './toast'

/**
 * The shared e-mail sign-up flow (spec §4 "Email forms" and "Subscribe card", §7 calls 1-6, §8).
 *
 *   ready.idle --form.submit--> submitting --saved--> ready.success
 *                                          --duplicate--> ready.alreadySubscribed
 *                                          --error/network--> ready.failed
 *
 * Blank e-mail: ignored by inline forms (`blankEmail: 'ignore'`), a toast on the subscribe card
 * (`'report'`). A malformed e-mail never leaves the browser. While submitting, a second submit is
 * not handled at all, so a double click stores one row. On success the input clears and the host
 * hears `subscribed`; on any failure the typed e-mail stays.
 *
 * Effects are injected by the host: `saveSubscription` (the insert) and `rememberSubscription`
 * (the browser flags `email_subscribed_{source}` and `user_email`).
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

export type SubscribeEvent = { type: 'form.change'; value: string } | { type: 'form.submit' }

export interface SaveSubscriptionInput {
  table: SubscriptionTable
  email: string
  source: string
}

export type SubscribeEmitted = ToastEvent | { type: 'subscribed'; email: string; source: string }

export const subscribeMachine = setup({
  types: {
    input: {} as SubscribeInput,
    context: {} as SubscribeContext,
    events: {} as SubscribeEvent,
    emitted: {} as SubscribeEmitted,
  },
  actors: {
    saveSubscription: fromPromise<SaveOutcome, SaveSubscriptionInput>(async () => {
      throw new Error('saveSubscription is not provided')
    }),
  },
  actions: {
    rememberSubscription: (_, _params: { email: string; source: string }) => {},
    assignEmail: assign({
      email: ({ event, context }) => (event.type === 'form.change' ? event.value : context.email),
    }),
    assignSubmitted: assign({ submittedEmail: ({ context }) => normalizeEmail(context.email) }),
    clearEmail: assign({ email: '' }),
    toastRequired: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'error' as const,
      title: context.messages.required?.title ?? context.messages.errorTitle,
      description: context.messages.required?.description ?? INVALID_EMAIL_FORMAT,
    })),
    toastInvalid: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'error' as const,
      title: context.messages.errorTitle,
      description: INVALID_EMAIL_FORMAT,
    })),
    toastSuccess: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'success' as const,
      ...context.messages.success,
    })),
    toastDuplicate: emit(({ context }) => ({
      type: 'toast' as const,
      tone: 'error' as const,
      ...context.messages.duplicate,
    })),
    toastError: emit(({ context }, params: { message: string | null }) => ({
      type: 'toast' as const,
      tone: 'error' as const,
      title: context.messages.errorTitle,
      description: params.message || context.messages.errorFallback,
    })),
    notifySubscribed: emit(({ context }) => ({
      type: 'subscribed' as const,
      email: context.submittedEmail,
      source: context.source,
    })),
  },
  guards: {
    isBlankIgnored: ({ context }) =>
      normalizeEmail(context.email) === '' && context.blankEmail === 'ignore',
    isBlank: ({ context }) => normalizeEmail(context.email) === '',
    isMalformed: ({ context }) => !isValidEmail(normalizeEmail(context.email)),
    isDuplicate: (_, params: { outcome: SaveOutcome }) => params.outcome.status === 'duplicate',
    isFailure: (_, params: { outcome: SaveOutcome }) => params.outcome.status === 'error',
  },
}).createMachine({
  id: 'subscribe',
  context: ({ input }) => ({ ...input, email: '', submittedEmail: '' }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        'form.change': { target: '.idle', actions: { type: 'assignEmail' } },
        'form.submit': [
          { guard: { type: 'isBlankIgnored' } },
          { guard: { type: 'isBlank' }, target: '.idle', actions: { type: 'toastRequired' } },
          { guard: { type: 'isMalformed' }, target: '.idle', actions: { type: 'toastInvalid' } },
          { target: 'submitting', actions: { type: 'assignSubmitted' } },
        ],
      },
      states: {
        idle: {},
        success: { tags: ['done'] },
        alreadySubscribed: { tags: ['done'] },
        failed: { tags: ['error'] },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveSubscription',
        src: 'saveSubscription',
        input: ({ context }) => ({
          table: context.table,
          email: context.submittedEmail,
          source: context.source,
        }),
        onDone: [
          {
            guard: { type: 'isDuplicate', params: ({ event }) => ({ outcome: event.output }) },
            target: 'ready.alreadySubscribed',
            actions: { type: 'toastDuplicate' },
          },
          {
            guard: { type: 'isFailure', params: ({ event }) => ({ outcome: event.output }) },
            target: 'ready.failed',
            actions: {
              type: 'toastError',
              params: ({ event }) => ({
                message: event.output.status === 'error' ? event.output.message : null,
              }),
            },
          },
          {
            target: 'ready.success',
            actions: [
              {
                type: 'rememberSubscription',
                params: ({ context }) => ({
                  email: context.submittedEmail,
                  source: context.source,
                }),
              },
              { type: 'clearEmail' },
              { type: 'toastSuccess' },
              { type: 'notifySubscribed' },
            ],
          },
        ],
        onError: {
          target: 'ready.failed',
          actions: { type: 'toastError', params: { message: null } },
        },
      },
    },
  },
})
