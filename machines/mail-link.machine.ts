import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { LEAD_SAVE_TIMEOUT_MS } from './timings'

/**
 * A link from one of our mails (issue 20): confirm a subscription (/confirm-email) or unsubscribe
 * (/unsubscribe). The page hands the link's token to the chart, which asks the matching Edge Function
 * once and shows how it ended. The confirmation follows the link on arrival; unsubscribing waits for
 * the visitor's click (a mail scanner that opens the link does not unsubscribe anyone).
 *
 *   waiting --link.follow--> following --done--> done | expired | invalid | failed
 *   failed --link.follow--> following (a retry)
 */
export type MailLinkOutcome = 'done' | 'expired' | 'invalid' | 'failed'

export type MailLinkEvent = { type: 'link.follow'; token: string }

export type MailLinkTag = 'busy' | 'finished'

export const mailLinkMachine = setup({
  types: {
    context: {} as { token: string },
    events: {} as MailLinkEvent,
    tags: {} as MailLinkTag,
  },
  actors: {
    followLink: fromPromise<MailLinkOutcome, { token: string }>(async () => {
      throw new Error('followLink is not provided')
    }),
  },
  delays: {
    followTimeout: LEAD_SAVE_TIMEOUT_MS,
  },
  actions: {
    assignToken: assign({
      token: ({ event }) => {
        assertEvent(event, 'link.follow')
        return event.token
      },
    }),
  },
  guards: {
    hasNoToken: ({ event }) => {
      assertEvent(event, 'link.follow')
      return event.token.trim() === ''
    },
    isOutcome: (_, params: { outcome: MailLinkOutcome; expected: MailLinkOutcome }) =>
      params.outcome === params.expected,
  },
}).createMachine({
  id: 'mailLink',
  description:
    'One link from a mail: confirm a subscription or unsubscribe, asked of its function once.',
  context: { token: '' },
  initial: 'waiting',
  states: {
    waiting: {
      description:
        'The page is ready; the confirmation follows its link at once, unsubscribing waits for the click.',
      on: {
        'link.follow': [
          { guard: { type: 'hasNoToken' }, target: 'invalid' },
          { target: 'following', actions: { type: 'assignToken' } },
        ],
      },
    },
    following: {
      description: 'The function is asked; the page says it is working.',
      tags: ['busy'],
      invoke: {
        id: 'followLink',
        src: 'followLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ outcome: event.output, expected: 'done' }),
            },
            target: 'done',
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ outcome: event.output, expected: 'expired' }),
            },
            target: 'expired',
          },
          {
            guard: {
              type: 'isOutcome',
              params: ({ event }) => ({ outcome: event.output, expected: 'invalid' }),
            },
            target: 'invalid',
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
      after: { followTimeout: { target: 'failed' } },
    },
    done: { description: 'Confirmed, or unsubscribed.', tags: ['finished'] },
    expired: {
      description: 'The link is older than its validity: a new sign-up sends a new one.',
      tags: ['finished'],
    },
    invalid: {
      description: 'No token, or one we did not sign: nothing changed.',
      tags: ['finished'],
    },
    failed: {
      description: 'No answer (offline, out of time, a server error): the visitor can try again.',
      on: { 'link.follow': { target: 'following' } },
    },
  },
})
