import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { CONTACT_FAILURE, CONTACT_SUCCESS } from '../src/content/messages'
import { LEAD_SAVE_TIMEOUT_MS } from './timings'
import type { ToastEvent, ToastParams } from './toast'

/**
 * The contact form (spec §2 /contact; the message really reaches the business). The
 * browser checks the four required fields and the e-mail format before a send reaches the chart.
 * A send goes to the `contact` Edge Function, which stores the message and mails the business inbox;
 * once it answers, the visitor is thanked ('Message Sent!') and the host clears the fields. A failed,
 * refused or timed-out send shows a clear error and keeps every field for another try; sends while
 * one is in flight are ignored (a double click sends once).
 *
 *   editing --form.send--> sending --sent--> sent --form.edit--> editing
 *                          sending --failed / error / sendTimeout--> failed --form.send--> sending
 */
export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

/** What the contact function answered. */
export type ContactSendOutcome = { status: 'sent' } | { status: 'error' | 'rate_limited' }

export type ContactFormEvent =
  { type: 'form.send'; message: ContactMessage } | { type: 'form.edit' }

/** `sent`: the last message was sent and the fields are clear. `busy`: a send is in flight. */
export type ContactFormTag = 'sent' | 'busy' | 'error'

export type ContactFormEmitted = ToastEvent | { type: 'sent' }

const failureToast: ToastParams = { tone: 'error', ...CONTACT_FAILURE }

export const contactFormMachine = setup({
  types: {
    context: {} as { message: ContactMessage | null },
    events: {} as ContactFormEvent,
    emitted: {} as ContactFormEmitted,
    tags: {} as ContactFormTag,
  },
  actors: {
    sendMessage: fromPromise<ContactSendOutcome, ContactMessage>(async () => {
      throw new Error('sendMessage is not provided')
    }),
  },
  delays: {
    sendTimeout: LEAD_SAVE_TIMEOUT_MS,
  },
  actions: {
    toast: emit((_, params: ToastParams) => ({ type: 'toast' as const, ...params })),
    assignMessage: assign({
      message: ({ event }) => {
        assertEvent(event, 'form.send')
        return event.message
      },
    }),
    notifySent: emit({ type: 'sent' as const }),
  },
  guards: {
    isSent: (_, params: { outcome: ContactSendOutcome }) => params.outcome.status === 'sent',
  },
}).createMachine({
  id: 'contactForm',
  description:
    'Name, e-mail, subject and message, sent to the business inbox through the contact function.',
  context: { message: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The visitor writes; the browser checks required fields and the e-mail.',
      on: {
        'form.send': { target: 'sending', actions: { type: 'assignMessage' } },
      },
    },
    sending: {
      description: 'The message is on its way; further sends are ignored until it answers.',
      tags: ['busy'],
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.message!,
        onDone: [
          {
            guard: { type: 'isSent', params: ({ event }) => ({ outcome: event.output }) },
            target: 'sent',
            actions: [
              { type: 'toast', params: { tone: 'success', ...CONTACT_SUCCESS } },
              { type: 'notifySent' },
            ],
          },
          {
            target: 'failed',
            actions: { type: 'toast', params: failureToast },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'toast', params: failureToast },
        },
      },
      after: {
        sendTimeout: {
          target: 'failed',
          actions: { type: 'toast', params: failureToast },
        },
      },
    },
    failed: {
      description: 'Not sent (refused, offline or out of time): every field keeps what was typed.',
      tags: ['error'],
      on: {
        'form.send': { target: 'sending', actions: { type: 'assignMessage' } },
        'form.edit': { target: 'editing' },
      },
    },
    sent: {
      description: "Thanked with 'Message Sent!'; the fields are clear for another message.",
      tags: ['sent'],
      on: {
        'form.edit': { target: 'editing' },
        'form.send': { target: 'sending', actions: { type: 'assignMessage' } },
      },
    },
  },
})
