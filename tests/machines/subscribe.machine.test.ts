/**
 * Model-based test of the subscribe chart — the pattern every machine test follows:
 *
 * 1. List the events a visitor (and the backend) can produce in each state, with payloads that reach
 *    every branch: blank, invalid and valid e-mails; a save that succeeds, hits the unique index
 *    (duplicate), fails with a server message, fails without one, never gets an answer (network
 *    error), or runs out of time. Outside events come from the helpers `answered`, `failed` and
 *    `elapsed` of tests/machines/model.ts.
 * 2. `edgeCoveringPaths` walks the chart with `xstate/graph` and returns one path per edge: the
 *    shortest way to the edge's source state, then the edge.
 * 3. Each path is replayed on a real actor with fake effects (`FakeActors` records the rows the
 *    backend received and settles each save with the path's outcome; a SimulatedClock runs delays).
 * 4. What must follow each last step is a table (`AFTER_ANSWER`, `AFTER_SUBMIT`), not a chain of ifs:
 *    the state reached, the toast the visitor sees, whether the field keeps the e-mail. At the end
 *    `expectFullCoverage` fails if any state or transition was never visited, and records the
 *    figures `npm run test:machines` prints.
 *
 * A later machine copies this file and changes only its events, fakes and tables.
 */
import { describe, expect, it } from 'vitest'
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import {
  subscribeMachine,
  type SaveSubscriptionInput,
  type SubscribeInput,
} from '../../machines/subscribe.machine'
import { selectOutcome, type SubscribeOutcome } from '../../machines/subscribe.selectors'
import type { ToastParams } from '../../machines/toast'
import { LIST_MAIL_WITHHELD } from '../../src/content/email-notes'
import type { SaveOutcome } from '../../src/domain/leads'
import { MESSAGES, type SubscribeMessages } from '../../src/content/messages'
import {
  answered,
  CoverageRecorder,
  edgeCoveringPaths,
  elapsed,
  expectFullCoverage,
  failed,
  FakeActors,
  replayAsync,
  type ModelEvent,
} from './model'

type Snapshot = SnapshotFrom<typeof subscribeMachine>
type Event = ModelEvent<typeof subscribeMachine>

const SAVE = 'saveLead'
const CLEAN = 'fan@example.com'

/** Every way the backend can answer a save, and what the visitor must see after it. */
const AFTER_ANSWER: Record<
  string,
  {
    event: Event
    outcome: SubscribeOutcome
    toast: (m: SubscribeMessages) => ToastParams
    keepsEmail: boolean
  }
> = {
  saved: {
    event: answered<SaveOutcome>(SAVE, { status: 'success' }),
    outcome: 'success',
    toast: (m) => ({ tone: 'success', ...m.success }),
    keepsEmail: false,
  },
  // Stored, but no mail goes to the address now: the spec's toast, then a sentence of ours.
  savedWithoutMail: {
    event: answered<SaveOutcome>(SAVE, { status: 'success', mail: 'withheld' }),
    outcome: 'success',
    toast: (m) => ({
      tone: 'success',
      title: m.success.title,
      description: `${m.success.description} ${LIST_MAIL_WITHHELD}`,
    }),
    keepsEmail: false,
  },
  duplicate: {
    event: answered<SaveOutcome>(SAVE, { status: 'duplicate' }),
    outcome: 'alreadySubscribed',
    toast: (m) => ({ tone: 'error', ...m.duplicate }),
    keepsEmail: true,
  },
  'server error with a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: 'Server says no' }),
    outcome: 'failed',
    // Never the server's text: the spec's fallback.
    toast: (m) => ({ tone: 'error', title: m.errorTitle, description: m.errorFallback }),
    keepsEmail: true,
  },
  'server error without a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: null }),
    outcome: 'failed',
    toast: (m) => ({ tone: 'error', title: m.errorTitle, description: m.errorFallback }),
    keepsEmail: true,
  },
  'network error': {
    event: failed(SAVE, new TypeError('Failed to fetch')),
    outcome: 'failed',
    toast: (m) => ({ tone: 'error', title: m.errorTitle, description: m.errorFallback }),
    keepsEmail: true,
  },
  'no answer within the time limit': {
    event: elapsed('saveTimeout', 'subscribe.submitting'),
    outcome: 'failed',
    toast: (m) => ({ tone: 'error', title: m.errorTitle, description: m.errorFallback }),
    keepsEmail: true,
  },
}

/** What a submit of each typed value does before any call: nothing, a toast, or a save. */
const AFTER_SUBMIT: Record<
  string,
  (input: SubscribeInput) => { saves: boolean; toasts: ToastParams[] }
> = {
  '': ({ blankEmail }) => ({
    saves: false,
    toasts:
      blankEmail === 'ignore'
        ? []
        : [
            {
              tone: 'error',
              title: 'Email Required',
              description: 'Please enter your email address.',
            },
          ],
  }),
  '   ': (input) => AFTER_SUBMIT['']!(input),
  'not-an-email': ({ messages }) => ({
    saves: false,
    toasts: [{ tone: 'error', title: messages.errorTitle, description: 'Invalid email format' }],
  }),
  '  Fan@Example.COM ': () => ({ saves: true, toasts: [] }),
}
const TYPED = Object.keys(AFTER_SUBMIT)

function eventsFor(snapshot: Snapshot): Event[] {
  // The form submits what it holds; a submit React replays after hydration can hold text the
  // chart never heard typed (no form.change), so one submit carries its own e-mail.
  const submit: Event = { type: 'form.submit', email: snapshot.context.email }
  if (snapshot.matches('submitting'))
    return [submit, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
  return [
    ...TYPED.map((value): Event => ({ type: 'form.change', value })),
    submit,
    { type: 'form.submit', email: '  Fan@Example.COM ' },
  ]
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
let pathCount = 0

describe.each(configs)('subscribe chart: %s', (_label, input) => {
  const paths = edgeCoveringPaths(subscribeMachine, { events: eventsFor, input, serializeState })
  pathCount += paths.length

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const remembered: Array<{ email: string; source: string }> = []
    const provided = subscribeMachine.provide({
      actors: {
        saveLead: fromPromise<SaveOutcome, SaveSubscriptionInput>(fakes.logic(SAVE) as never),
      },
      actions: { rememberSubscription: (_, params) => void remembered.push(params) },
    })
    const { actor, emitted, emittedByLastStep, beforeLastStep } = await replayAsync(
      provided,
      path,
      {
        input,
        recorder,
        fakes,
        clock: new SimulatedClock(),
      },
    )
    const snapshot = actor.getSnapshot()
    const last = path.events.at(-1)!
    const count = (event: Event) => path.events.filter((e) => e === event).length

    // The backend received one clean row per save the visitor started, never two for a double click.
    const answers = Object.values(AFTER_ANSWER).reduce((n, a) => n + count(a.event), 0)
    const saves = answers + (snapshot.matches('submitting') ? 1 : 0)
    expect(fakes.inputs(SAVE)).toEqual(
      Array.from({ length: saves }, () => ({
        table: input.table,
        row: { email: CLEAN, source: input.source },
      })),
    )
    // A save given up on at the time limit is aborted, so it cannot land unseen.
    expect(fakes.aborted(SAVE)).toBe(count(AFTER_ANSWER['no answer within the time limit']!.event))

    // Flags are stored once per successful save, with the clean e-mail and the form's source.
    const successes = count(AFTER_ANSWER.saved!.event) + count(AFTER_ANSWER.savedWithoutMail!.event)
    expect(remembered).toEqual(
      Array.from({ length: successes }, () => ({ email: CLEAN, source: input.source })),
    )
    expect(emitted.filter((e) => e.type === 'subscribed')).toHaveLength(successes)

    // While a save is in flight the form is busy.
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('submitting'))

    // What the visitor sees after the last step.
    const toasts = emittedByLastStep.filter((e) => e.type === 'toast')
    const answer = Object.values(AFTER_ANSWER).find((a) => a.event === last)
    if (answer) {
      expect(selectOutcome(snapshot)).toBe(answer.outcome)
      expect(toasts).toEqual([{ type: 'toast', ...answer.toast(input.messages) }])
      expect(snapshot.context.email).toBe(answer.keepsEmail ? '  Fan@Example.COM ' : '')
    } else if (last.type === 'form.submit' && beforeLastStep.matches('submitting')) {
      // A second click while saving: ignored, nothing emitted, no second row (counted above).
      expect(emittedByLastStep).toEqual([])
      expect(snapshot.matches('submitting')).toBe(true)
    } else if (last.type === 'form.submit') {
      const rule = AFTER_SUBMIT[last.email]!(input)
      expect(toasts).toEqual(rule.toasts.map((t) => ({ type: 'toast', ...t })))
      expect(snapshot.matches('submitting')).toBe(rule.saves)
      // Whatever was submitted stays in the field until a save succeeds.
      expect(snapshot.context.email).toBe(last.email)
    }
  })
})

describe('subscribe chart coverage', () => {
  it('the paths of both configurations visit every state and take every transition', ({ task }) => {
    expectFullCoverage(subscribeMachine, recorder, { task, paths: pathCount })
  })
})
