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
import { expectOutcome } from './outcomes'

type Snapshot = SnapshotFrom<typeof mailLinkMachine>
type Event = ModelEvent<typeof mailLinkMachine>

const FOLLOW = 'followLink'
const TOKEN = 'payload.signature'

/** Every way the function can answer, and the state the page must show after it. */
const AFTER_ANSWER: Record<string, { event: Event; state: string }> = {
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
  if (snapshot.matches('following'))
    return [open, follow, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
  return [open, openBlank, follow, followBlank]
}

/** A click that asks the function: the first one with a token, or a retry after a failure. */
const asksOnClick = (event: Event, before: Snapshot) =>
  event.type === 'link.follow' &&
  ((before.matches('waiting') && event.token.trim() !== '') || before.matches('failed'))

/**
 * How many times the function must have been asked after `events`, from the page's rules alone:
 * once per click on a shown button of a link that has a token; opening the page never asks.
 */
function clicksAlong(events: readonly Event[]): number {
  let page: 'button' | 'asked' | 'retry' | 'finished' = 'button'
  let clicks = 0
  for (const event of events) {
    if (event.type === 'link.open' || event.type === 'link.follow') {
      if (page === 'button' && event.token.trim() === '') page = 'finished'
      else if (event.type === 'link.follow' && (page === 'button' || page === 'retry')) {
        page = 'asked'
        clicks++
      }
    } else if (page === 'asked') {
      const answer = Object.values(AFTER_ANSWER).find((a) => a.event === event)!
      page = answer.state === 'failed' ? 'retry' : 'finished'
    }
  }
  return clicks
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
    const { actor, beforeLastStep } = await replayAsync(provided, path, {
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()
    const last = path.events.at(-1)!

    // The function is asked exactly once per click (never on opening the page), always with the
    // link's token.
    for (const input of fakes.inputs(FOLLOW)) expect(input).toEqual({ token: TOKEN })
    expect(fakes.inputs(FOLLOW)).toHaveLength(clicksAlong(path.events))
    // The button shows exactly while a click can ask the function.
    expect(selectShowsButton(snapshot)).toBe(['waiting', 'failed'].includes(selectStep(snapshot)))

    const answer = Object.values(AFTER_ANSWER).find((a) => a.event === last)
    const tokenless =
      (last.type === 'link.open' || last.type === 'link.follow') &&
      last.token.trim() === '' &&
      beforeLastStep.matches('waiting')
    expectOutcome(
      path.name,
      selectStep(snapshot),
      answer
        ? answer.state
        : // A link without a token is not valid: said on arrival, or on the click.
          tokenless
          ? 'invalid'
          : asksOnClick(last, beforeLastStep)
            ? 'following'
            : // Anything else (opening a link with a token, a click while asked or finished) changes nothing.
              selectStep(beforeLastStep),
    )
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
