/**
 * Model-based test of the subscribe chart — the pattern every machine test follows:
 *
 * 1. List the events a visitor (and the backend) can produce in each state, with payloads that reach
 *    every branch: blank, invalid and valid e-mails; a save that succeeds, hits the unique index
 *    (duplicate), fails with a server message, fails without one, or never answers (network error).
 * 2. `edgeCoveringPaths` (tests/machines/model.ts) walks the chart with `xstate/graph` and returns one
 *    path per edge: the shortest way to the edge's source state, then the edge.
 * 3. Each path is replayed on a real actor with fake effects (`FakeActors` records the rows the
 *    backend received and settles each save with the path's outcome; a spy stands in for storage).
 * 4. Per path we assert what a visitor would see (the last toast, the field's content) and what would
 *    be stored (rows sent, flags set); at the end `expectFullCoverage` fails if any state or transition
 *    of the chart was never visited.
 *
 * A later machine copies this file and changes only its events, fakes and assertions.
 */
import { describe, expect, it } from 'vitest'
import { fromPromise, type SnapshotFrom } from 'xstate'
import {
  subscribeMachine,
  type SaveSubscriptionInput,
  type SubscribeInput,
} from '../../machines/subscribe.machine'
import type { SaveOutcome } from '../../src/domain/leads'
import { MESSAGES } from '../../src/content/messages'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  expectFullCoverage,
  FakeActors,
  replayAsync,
  type ModelPath,
} from './model'

type Snapshot = SnapshotFrom<typeof subscribeMachine>
type Event = ModelPath<typeof subscribeMachine>['events'][number]

const TYPED = ['', '   ', 'not-an-email', '  Fan@Example.COM '] as const
const outcomes = {
  success: { type: 'xstate.done.actor.saveSubscription', output: { status: 'success' } },
  duplicate: { type: 'xstate.done.actor.saveSubscription', output: { status: 'duplicate' } },
  serverError: {
    type: 'xstate.done.actor.saveSubscription',
    output: { status: 'error', message: 'Server says no' },
  },
  silentError: {
    type: 'xstate.done.actor.saveSubscription',
    output: { status: 'error', message: null },
  },
  networkError: {
    type: 'xstate.error.actor.saveSubscription',
    error: new TypeError('Failed to fetch'),
  },
} as const

function eventsFor(snapshot: Snapshot): Event[] {
  const visitor: Event[] = [
    ...TYPED.map((value) => ({ type: 'form.change', value }) as Event),
    { type: 'form.submit' },
  ]
  // While submitting the visitor can only click again; the backend answers in one of five ways.
  return snapshot.matches('submitting')
    ? [{ type: 'form.submit' }, ...(Object.values(outcomes) as unknown as Event[])]
    : visitor
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.email, s.context.submittedEmail])

const configs: Array<[string, SubscribeInput]> = [
  [
    'inline newsletter form',
    {
      table: 'newsletter_subscribers',
      source: 'faqs_newsletter',
      messages: MESSAGES.newsletter,
      blankEmail: 'ignore',
    },
  ],
  [
    'weekly class card',
    {
      table: 'weekly_live_lessons',
      source: 'chess_quiz',
      messages: MESSAGES.weeklyCard,
      blankEmail: 'report',
    },
  ],
]

const recorder = new CoverageRecorder()

describe.each(configs)('subscribe chart: %s', (_label, input) => {
  const paths = edgeCoveringPaths(subscribeMachine, { events: eventsFor, input, serializeState })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const remembered: Array<{ email: string; source: string }> = []
    const provided = subscribeMachine.provide({
      actors: {
        saveSubscription: fromPromise<SaveOutcome, SaveSubscriptionInput>(
          fakes.logic('saveSubscription') as never,
        ),
      },
      actions: { rememberSubscription: (_, params) => void remembered.push(params) },
    })
    const { actor, emitted, emittedByLastStep } = await replayAsync(provided, path, {
      input,
      recorder,
      fakes,
    })
    const snapshot = actor.getSnapshot()
    const toasts = emitted.filter((e) => e.type === 'toast')
    const last = path.events.at(-1)!

    // The backend received exactly one row per save the visitor started, never two for a double click.
    const saves =
      path.events.filter((e) => e.type.startsWith('xstate.')).length +
      (snapshot.matches('submitting') ? 1 : 0)
    expect(fakes.inputs('saveSubscription')).toHaveLength(saves)
    for (const row of fakes.inputs('saveSubscription')) {
      expect(row).toEqual({ table: input.table, email: 'fan@example.com', source: input.source })
    }

    // Flags are stored once per successful save, with the clean e-mail and the form's source.
    const successes = path.events.filter((e) => e === (outcomes.success as unknown)).length
    expect(remembered).toEqual(
      Array.from({ length: successes }, () => ({ email: 'fan@example.com', source: input.source })),
    )
    expect(emitted.filter((e) => e.type === 'subscribed')).toHaveLength(successes)

    // While a save is in flight the form is busy.
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'))

    // What the visitor sees after the last step.
    const lastToast = toasts.at(-1)
    if (last === (outcomes.success as unknown)) {
      expect(lastToast).toMatchObject({ tone: 'success', ...input.messages.success })
      expect(snapshot.context.email).toBe('')
    } else if (last === (outcomes.duplicate as unknown)) {
      expect(lastToast).toMatchObject({ tone: 'error', ...input.messages.duplicate })
      expect(snapshot.context.email).not.toBe('')
    } else if (last === (outcomes.serverError as unknown)) {
      expect(lastToast).toMatchObject({
        tone: 'error',
        title: input.messages.errorTitle,
        description: 'Server says no',
      })
      expect(snapshot.context.email).not.toBe('')
    } else if (
      last === (outcomes.silentError as unknown) ||
      last === (outcomes.networkError as unknown)
    ) {
      expect(lastToast).toMatchObject({
        tone: 'error',
        title: input.messages.errorTitle,
        description: input.messages.errorFallback,
      })
      expect(snapshot.context.email).not.toBe('')
      expect(snapshot.hasTag('error')).toBe(true)
    } else if (last.type === 'form.submit' && !snapshot.matches('submitting')) {
      const typed = snapshot.context.email.trim()
      if (typed === '' && input.blankEmail === 'ignore') {
        // A blank submit on an inline form does nothing at all.
        expect(emittedByLastStep).toEqual([])
      } else if (typed === '') {
        expect(emittedByLastStep).toEqual([
          {
            type: 'toast',
            tone: 'error',
            title: 'Email Required',
            description: 'Please enter your email address.',
          },
        ])
      } else if (typed === 'not-an-email') {
        expect(emittedByLastStep).toEqual([
          {
            type: 'toast',
            tone: 'error',
            title: input.messages.errorTitle,
            description: 'Invalid email format',
          },
        ])
        expect(snapshot.context.email).toBe('not-an-email')
      }
    } else if (last.type === 'form.submit') {
      // A second click while saving: ignored, nothing emitted, no second row.
      expect(emittedByLastStep).toEqual([])
    }
  })
})

describe('subscribe chart coverage', () => {
  it('the paths of both configurations visit every state and take every transition', () => {
    expectFullCoverage(subscribeMachine, recorder)
  })
})
