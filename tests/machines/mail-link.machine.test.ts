/**
 * Model-based test of the mail link chart (/confirm-email, /unsubscribe, /delete-my-data: one chart,
 * each page providing the function it asks): the function is asked only
 * on the visitor's click, once per click on a shown button; opening the page asks nothing (a mail
 * scanner that opens the link confirms no one).
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate'
import { mailLinkMachine, type MailLinkOutcome } from '../../machines/mail-link.machine'
import { selectShowsButton, selectStep } from '../../machines/mail-link.selectors'
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

type Snapshot = SnapshotFrom<typeof mailLinkMachine>
type Event = ModelEvent<typeof mailLinkMachine>

const FOLLOW = 'followLink'
const TOKEN = 'payload.signature'

/** Every way the function can answer, and the state the page must show after it. */
const AFTER_ANSWER: Record<string, { event: Event; state: MailLinkOutcome }> = {
  done: { event: answered<MailLinkOutcome>(FOLLOW, 'done'), state: 'done' },
  expired: { event: answered<MailLinkOutcome>(FOLLOW, 'expired'), state: 'expired' },
  invalid: { event: answered<MailLinkOutcome>(FOLLOW, 'invalid'), state: 'invalid' },
  'server error': { event: answered<MailLinkOutcome>(FOLLOW, 'failed'), state: 'failed' },
  'network error': { event: failed(FOLLOW, new TypeError('Failed to fetch')), state: 'failed' },
  'no answer in time': { event: elapsed('followTimeout', 'mailLink.following'), state: 'failed' },
}

const open: Event = { type: 'link.open', token: TOKEN }
const openBlank: Event = { type: 'link.open', token: '  ' }
const follow: Event = { type: 'link.follow', token: TOKEN }
const followBlank: Event = { type: 'link.follow', token: '  ' }

function eventsFor(snapshot: Snapshot): Event[] {
  return snapshot.matches('following')
    ? [open, follow, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
    : [open, openBlank, follow, followBlank]
}

type Step = (typeof AFTER_ANSWER)[string]['state'] | 'waiting' | 'following'

/**
 * The page's rules (ours: the spec has no mail links; a mail scanner that opens one confirms no one),
 * folded over a path: a link without a token is not valid (said on arrival, or on the click); the
 * function is asked only on a click on a shown button (before any answer, or to try again after a
 * failure), always with the link's token; its answer is the page's last word; anything else (opening
 * a link with a token, a click while asked or finished) changes nothing. Reads nothing of the chart.
 */
function specView(events: readonly Event[]) {
  const answers = new Map(Object.values(AFTER_ANSWER).map((a) => [a.event, a.state]))
  const next = (step: Step, event: Event): Step => {
    if (step === 'following') return answers.get(event) ?? step
    if (step === 'failed') return event.type === 'link.follow' ? 'following' : step
    if (step !== 'waiting' || !('token' in event)) return step
    if (event.token.trim() === '') return 'invalid'
    return event.type === 'link.follow' ? 'following' : step
  }
  let step: Step = 'waiting'
  const asked: Array<{ token: string }> = []
  for (const event of events) {
    const after = next(step, event)
    asked.push(...(after === 'following' && step !== 'following' ? [{ token: TOKEN }] : []))
    step = after
  }
  return { step, button: step === 'waiting' || step === 'failed', asked }
}

describe('mail link chart', () => {
  const recorder = new CoverageRecorder()
  const paths = edgeCoveringPaths(mailLinkMachine, {
    events: eventsFor,
    serializeState: (s: Snapshot) => JSON.stringify(s.value),
  })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const provided = mailLinkMachine.provide({
      actors: {
        followLink: fromPromise<MailLinkOutcome, { token: string }>(fakes.logic(FOLLOW) as never),
      },
    })
    const { actor } = await replayAsync(provided, path, {
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()
    expect({
      step: selectStep(snapshot),
      button: selectShowsButton(snapshot),
      asked: fakes.inputs(FOLLOW),
    }).toEqual(specView(path.events))
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(mailLinkMachine, recorder, { task, paths: paths.length })
  })
})

describe('mail link selectors', () => {
  it.each([
    ['waiting', true],
    ['following', false],
    ['done', false],
    ['expired', false],
    ['invalid', false],
    ['failed', true],
  ] as const)('%s: the step, and whether the button shows', (value, button) => {
    const snapshot = mailLinkMachine.resolveState({ value, context: { token: TOKEN } })
    expect(selectStep(snapshot)).toBe(value)
    expect(selectShowsButton(snapshot)).toBe(button)
  })
})

describe('the effect after a link has done its work', () => {
  it.each([
    ['done', 1],
    ['expired', 0],
    ['invalid', 0],
    ['failed', 0],
  ] as const)('the function answers %s: linkDone runs %i time(s)', async (outcome, runs) => {
    let done = 0
    const actor = createActor(
      mailLinkMachine.provide({
        actions: { linkDone: () => void done++ },
        actors: { followLink: fromPromise(async () => outcome as MailLinkOutcome) },
      }),
    ).start()
    actor.send({ type: 'link.open', token: TOKEN })
    actor.send({ type: 'link.follow', token: TOKEN })
    await waitFor(actor, (s) => !s.matches('following'))
    expect(selectStep(actor.getSnapshot())).toBe(outcome)
    expect(done).toBe(runs)
    actor.stop()
  })
})
