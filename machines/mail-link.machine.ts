import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { LEAD_SAVE_TIMEOUT_MS } from './timings'

/**
 * A link from one of our mails: confirm a subscription (/confirm-email), unsubscribe
 * (/unsubscribe) or delete everything about the address (/delete-my-data). The page hands the
 * link's token to the chart, which asks the matching Edge Function (the `followLink` actor its page
 * provides) once and shows how it ended.
 *
 * Only a person's click asks the function. Mail security scanners open every link of a mail they
 * check, and a confirmation given on load would be consent nobody gave (and would release the
 * list mail to an address that never asked for it); the same holds for unsubscribing someone, and
 * all the more for erasing their data. So
 * arriving (`link.open`) asks nothing: a link without a token says at once that it is not valid,
 * any other link waits for the button (`link.follow`).
 *
 *   waiting --link.open (no token)--> invalid
 *   waiting --link.follow--> following --done--> done | expired | invalid | failed
 *   failed --link.follow--> following (a retry)
 */
export type MailLinkOutcome = 'done' | 'expired' | 'invalid' | 'failed'

export type MailLinkEvent =
  /** The page has arrived with its link's token (empty when the link has none). */
  | { type: 'link.open'; token: string }
  /** The visitor clicked the page's button. */
  | { type: 'link.follow'; token: string }

/** `actionable`: the button is shown (first click or retry); `busy`: the function is asked. */
export type MailLinkTag = 'actionable' | 'busy' | 'finished'

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
    /**
     * The link did what it asked (confirmed, unsubscribed, erased): the page that needs more
     * provides it (the erase page forgets what this browser keeps about the visitor).
     */
    linkDone: () => undefined,
    assignToken: assign({
      token: ({ event }) => {
        assertEvent(event, 'link.follow')
        return event.token
      },
    }),
  },
  guards: {
    hasNoToken: ({ event }) => {
      assertEvent(event, ['link.open', 'link.follow'])
      return event.token.trim() === ''
    },
    isOutcome: (_, params: { outcome: MailLinkOutcome; expected: MailLinkOutcome }) =>
      params.outcome === params.expected,
  },
}).createMachine({
  id: 'mailLink',
  description:
    "One link from a mail: confirm a subscription, unsubscribe or erase the address's data, asked of its function on the visitor's click.",
  context: { token: '' },
  initial: 'waiting',
  states: {
    waiting: {
      description:
        'The page shows its button and waits for the click; opening the link alone changes nothing.',
      tags: ['actionable'],
      on: {
        'link.open': { guard: { type: 'hasNoToken' }, target: 'invalid' },
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
    done: {
      description: 'Confirmed, unsubscribed, or erased.',
      tags: ['finished'],
      entry: { type: 'linkDone' },
    },
    expired: {
      description: 'The link is older than its validity: a new sign-up sends a new one.',
      tags: ['finished'],
    },
    invalid: {
      description: 'No token, or one we did not sign: nothing changed.',
      tags: ['finished'],
    },
    failed: {
      description: 'No answer (offline, out of time, a server error): the button tries again.',
      tags: ['actionable'],
      on: { 'link.follow': { target: 'following' } },
    },
  },
})
