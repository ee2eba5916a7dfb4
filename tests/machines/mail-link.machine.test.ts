/** Model-based test of the mail link chart (/confirm-email, /unsubscribe): one call per follow. */
import { describe, expect, it } from 'vitest'
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import { mailLinkMachine, type MailLinkOutcome } from '../../machines/mail-link.machine'
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
const AFTER_ANSWER: Record<string, { event: Event; state: string }> = {
  done: { event: answered<MailLinkOutcome>(FOLLOW, 'done'), state: 'done' },
  expired: { event: answered<MailLinkOutcome>(FOLLOW, 'expired'), state: 'expired' },
  invalid: { event: answered<MailLinkOutcome>(FOLLOW, 'invalid'), state: 'invalid' },
  'server error': { event: answered<MailLinkOutcome>(FOLLOW, 'failed'), state: 'failed' },
  'network error': { event: failed(FOLLOW, new TypeError('Failed to fetch')), state: 'failed' },
  'no answer in time': { event: elapsed('followTimeout', 'mailLink.following'), state: 'failed' },
}

const follow: Event = { type: 'link.follow', token: TOKEN }
const followBlank: Event = { type: 'link.follow', token: '  ' }

function eventsFor(snapshot: Snapshot): Event[] {
  if (snapshot.matches('following'))
    return [follow, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
  return [follow, followBlank]
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
    // The function is asked once per follow that left `waiting` or `failed`, always with the token.
    for (const input of fakes.inputs(FOLLOW)) expect(input).toEqual({ token: TOKEN })
    const answer = Object.values(AFTER_ANSWER).find((a) => a.event === last)
    if (answer) expect(snapshot.value).toBe(answer.state)
    else if (
      last.type === 'link.follow' &&
      last.token.trim() === '' &&
      beforeLastStep.matches('waiting')
    )
      expect(snapshot.value).toBe('invalid')
    else if (
      last.type === 'link.follow' &&
      (beforeLastStep.matches('waiting') || beforeLastStep.matches('failed'))
    )
      expect(snapshot.hasTag('busy')).toBe(true)
    else expect(snapshot.value).toEqual(beforeLastStep.value)
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(mailLinkMachine, recorder, { task, paths: paths.length })
  })
})
