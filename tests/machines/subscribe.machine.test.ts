/**
 * Model-based test of the subscribe chart: the pattern every machine test follows.
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
 * 4. The same path is folded through a reference written from the spec (`specView`, from the tables
 *    `AFTER_SUBMIT`, `AFTER_ANSWER` and `TOASTS`, whose strings are copied from the spec's §4 and
 *    §8): what the visitor sees (the form's outcome, the text in the field, busy or not), the
 *    toasts of the last step, the rows the backend received, the flags stored. The reference never
 *    reads the chart: not its state, not its context, not what it emitted.
 * 5. One unconditional `toEqual` compares the two views: no `if` around an assertion, so every path
 *    checks everything, and a wrong transition fails the paths that cross it (`npm run chart-faults
 *    -- --chart subscribe` seeds one to show it). At the end `expectFullCoverage` fails if any state
 *    or transition was never visited, and records the figures `npm run test:machines` prints.
 *
 * A later machine copies this file and changes only its events, fakes, tables and reference.
 */
import { describe, expect, it } from 'vitest'
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import {
  subscribeMachine,
  type SaveSubscriptionInput,
  type SubscribeInput,
} from '../../machines/subscribe.machine'
import {
  selectBusy,
  selectEmail,
  selectOutcome,
  type SubscribeOutcome,
} from '../../machines/subscribe.selectors'
import type { ToastEvent, ToastParams } from '../../machines/toast'
import { MESSAGES } from '../../src/content/messages'
import type { SaveOutcome } from '../../src/domain/leads'
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
const TYPED = '  Fan@Example.COM '
const CLEAN = 'fan@example.com'
/** Our sentence after the spec's success toast when the list will not mail the address now. */
const MAIL_WITHHELD =
  'We are not e-mailing this address now: it has asked not to hear from us, or a mail from us to it is still waiting for its click.'

type Form = 'inline newsletter form' | 'weekly class card'

/** The spec's toasts (§8 "Newsletter", "Weekly live class"), per form; failures never show the server's text. */
const TOASTS: Record<Form, Record<'success' | 'duplicate' | 'failure', ToastParams>> = {
  'inline newsletter form': {
    success: {
      tone: 'success',
      title: 'Success!',
      description: "You've been subscribed to Checkmate Tutors' newsletter!",
    },
    duplicate: {
      tone: 'error',
      title: 'Already Subscribed',
      description: 'This email is already subscribed. Please try a different email address.',
    },
    failure: {
      tone: 'error',
      title: 'Error',
      description: 'There was an issue subscribing. Please try again.',
    },
  },
  'weekly class card': {
    success: {
      tone: 'success',
      title: 'Success!',
      description: "You're subscribed to our Weekly Master Class!",
    },
    duplicate: {
      tone: 'error',
      title: 'Already Subscribed',
      description: "You're already subscribed to our Weekly Master Class!",
    },
    failure: {
      tone: 'error',
      title: 'Subscription Error',
      description: 'There was an issue with your subscription. Please try again.',
    },
  },
}

/** The card's toast for a blank submit (§8 "Weekly live class"); inline forms ignore one (§4). */
const EMAIL_REQUIRED: ToastParams = {
  tone: 'error',
  title: 'Email Required',
  description: 'Please enter your email address.',
}

const withMailWithheld = (toast: ToastParams): ToastParams => ({
  ...toast,
  description: `${toast.description} ${MAIL_WITHHELD}`,
})

/**
 * Every way the backend can answer a save: the outcome the form then shows, the toast, whether the
 * field keeps the typed e-mail (it clears only when the visitor is on the list), and whether the
 * browser flags are stored.
 */
const AFTER_ANSWER: Record<
  string,
  {
    event: Event
    outcome: SubscribeOutcome
    toast: (form: Form) => ToastParams
    keepsEmail: boolean
    remembers: boolean
    aborts: boolean
  }
> = {
  saved: {
    event: answered<SaveOutcome>(SAVE, { status: 'success' }),
    outcome: 'success',
    toast: (form) => TOASTS[form].success,
    keepsEmail: false,
    remembers: true,
    aborts: false,
  },
  // Stored, but no mail goes to the address now: the spec's toast, then a sentence of ours.
  savedWithoutMail: {
    event: answered<SaveOutcome>(SAVE, { status: 'success', mail: 'withheld' }),
    outcome: 'success',
    toast: (form) => withMailWithheld(TOASTS[form].success),
    keepsEmail: false,
    remembers: true,
    aborts: false,
  },
  duplicate: {
    event: answered<SaveOutcome>(SAVE, { status: 'duplicate' }),
    outcome: 'alreadySubscribed',
    toast: (form) => TOASTS[form].duplicate,
    keepsEmail: true,
    remembers: false,
    aborts: false,
  },
  'server error with a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: 'Server says no' }),
    outcome: 'failed',
    toast: (form) => TOASTS[form].failure,
    keepsEmail: true,
    remembers: false,
    aborts: false,
  },
  'server error without a message': {
    event: answered<SaveOutcome>(SAVE, { status: 'error', message: null }),
    outcome: 'failed',
    toast: (form) => TOASTS[form].failure,
    keepsEmail: true,
    remembers: false,
    aborts: false,
  },
  'network error': {
    event: failed(SAVE, new TypeError('Failed to fetch')),
    outcome: 'failed',
    toast: (form) => TOASTS[form].failure,
    keepsEmail: true,
    remembers: false,
    aborts: false,
  },
  'no answer within the time limit': {
    event: elapsed('saveTimeout', 'subscribe.submitting'),
    outcome: 'failed',
    toast: (form) => TOASTS[form].failure,
    keepsEmail: true,
    remembers: false,
    // Given up on: its request is aborted, so it cannot land unseen.
    aborts: true,
  },
}

/**
 * What a submit of each typed value does before any call (§4): the outcome shown next (`null`: the
 * submit is ignored, nothing changes) and the toasts. A blank e-mail is ignored by inline forms and
 * reported by the card; a malformed one never leaves the browser; a valid one starts a save.
 */
const AFTER_SUBMIT: Record<
  string,
  (form: Form) => { outcome: SubscribeOutcome | null; toasts: ToastParams[] }
> = {
  '': (form) =>
    form === 'weekly class card'
      ? { outcome: 'idle', toasts: [EMAIL_REQUIRED] }
      : { outcome: null, toasts: [] },
  '   ': (form) => AFTER_SUBMIT['']!(form),
  'not-an-email': (form) => ({
    outcome: 'idle',
    toasts: [
      { tone: 'error', title: TOASTS[form].failure.title, description: 'Invalid email format' },
    ],
  }),
  [TYPED]: () => ({ outcome: 'submitting', toasts: [] }),
}
const TYPED_VALUES = Object.keys(AFTER_SUBMIT)

/** What the visitor and the backend see after a path, by the spec. */
interface View {
  outcome: SubscribeOutcome
  field: string
  busy: boolean
  /** The toasts of the path's last step. */
  toasts: ToastParams[]
  /** The rows the backend received, in order. */
  rows: SaveSubscriptionInput[]
  /** The browser flags stored, and the host told, once per save that put the visitor on the list. */
  remembered: Array<{ email: string; source: string }>
  subscribed: number
  aborted: number
}

/** The spec's reference: folds a path's events into what must be seen. Reads nothing of the chart. */
function specView(form: Form, input: SubscribeInput, events: readonly Event[]): View {
  const row = { table: input.table, row: { email: CLEAN, source: input.source } }
  const flags = { email: CLEAN, source: input.source }
  const answers = new Map(Object.values(AFTER_ANSWER).map((a) => [a.event, a]))
  const view: View = {
    outcome: 'idle',
    field: '',
    busy: false,
    toasts: [],
    rows: [],
    remembered: [],
    subscribed: 0,
    aborted: 0,
  }
  for (const event of events) {
    view.toasts = []
    const answer = answers.get(event)
    if (answer) {
      view.outcome = answer.outcome
      view.toasts = [answer.toast(form)]
      view.field = answer.keepsEmail ? view.field : ''
      view.remembered.push(...(answer.remembers ? [flags] : []))
      view.subscribed += answer.remembers ? 1 : 0
      view.aborted += answer.aborts ? 1 : 0
    } else if (view.outcome === 'submitting') {
      // A second click (or anything typed) while saving: ignored, so a double click stores one row.
    } else if (event.type === 'form.change') {
      view.outcome = 'idle'
      view.field = event.value
    } else if (event.type === 'form.submit') {
      const rule = AFTER_SUBMIT[event.email]!(form)
      view.toasts = rule.toasts
      // Whatever was submitted stays in the field until a save succeeds.
      view.field = rule.outcome === null ? view.field : event.email
      view.outcome = rule.outcome ?? view.outcome
      view.rows.push(...(rule.outcome === 'submitting' ? [row] : []))
    }
    view.busy = view.outcome === 'submitting'
  }
  return view
}

function eventsFor(snapshot: Snapshot): Event[] {
  // The form submits what it holds; a submit React replays after hydration can hold text the
  // chart never heard typed (no form.change), so one submit carries its own e-mail.
  const submit: Event = { type: 'form.submit', email: snapshot.context.email }
  if (snapshot.matches('submitting'))
    return [submit, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
  return [
    ...TYPED_VALUES.map((value): Event => ({ type: 'form.change', value })),
    submit,
    { type: 'form.submit', email: TYPED },
  ]
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.email, s.context.submittedEmail])

const configs: Array<[Form, SubscribeInput]> = [
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

describe.each(configs)('subscribe chart: %s', (form, input) => {
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
    const { actor, emitted, emittedByLastStep } = await replayAsync(provided, path, {
      input,
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()

    const seen: View = {
      outcome: selectOutcome(snapshot),
      field: selectEmail(snapshot),
      busy: selectBusy(snapshot),
      toasts: emittedByLastStep
        .filter((e) => e.type === 'toast')
        .map((e) => {
          const { tone, title, description } = e as unknown as ToastEvent
          return { tone, title, description }
        }),
      rows: fakes.inputs(SAVE) as SaveSubscriptionInput[],
      remembered,
      subscribed: emitted.filter((e) => e.type === 'subscribed').length,
      aborted: fakes.aborted(SAVE),
    }
    expect(seen).toEqual(specView(form, input, path.events))
  })
})

describe('subscribe chart coverage', () => {
  it('the paths of both configurations visit every state and take every transition', ({ task }) => {
    expectFullCoverage(subscribeMachine, recorder, { task, paths: pathCount })
  })
})
