/**
 * Model-based test of the contact form chart: a send goes to the contact function once,
 * its answer thanks the visitor or shows the failure toast, and sends while one is in flight are
 * ignored. Same pattern as subscribe.machine.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import {
  contactFormMachine,
  type ContactMessage,
  type ContactSendOutcome,
} from '../../machines/contact-form.machine'
import type { ToastParams } from '../../machines/toast'
import { CONTACT_FAILURE, CONTACT_SUCCESS } from '../../src/content/messages'
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

type Snapshot = SnapshotFrom<typeof contactFormMachine>
type Event = ModelEvent<typeof contactFormMachine>

const SEND = 'sendMessage'
const MESSAGE: ContactMessage = {
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'Lessons for my son',
  message: 'Hello! Do you teach 8-year-olds?',
}
const SUCCESS: ToastParams = { tone: 'success', ...CONTACT_SUCCESS }
const FAILURE: ToastParams = { tone: 'error', ...CONTACT_FAILURE }

/** Every way the function can answer, and what the visitor must see after it. */
const AFTER_ANSWER: Record<string, { event: Event; sent: boolean; toast: ToastParams }> = {
  sent: {
    event: answered<ContactSendOutcome>(SEND, { status: 'sent' }),
    sent: true,
    toast: SUCCESS,
  },
  refused: {
    event: answered<ContactSendOutcome>(SEND, { status: 'error' }),
    sent: false,
    toast: FAILURE,
  },
  'too many messages': {
    event: answered<ContactSendOutcome>(SEND, { status: 'rate_limited' }),
    sent: false,
    toast: FAILURE,
  },
  'network error': {
    event: failed(SEND, new TypeError('Failed to fetch')),
    sent: false,
    toast: FAILURE,
  },
  'no answer within the time limit': {
    event: elapsed('sendTimeout', 'contactForm.sending'),
    sent: false,
    toast: FAILURE,
  },
}

const send: Event = { type: 'form.send', message: MESSAGE }
const edit: Event = { type: 'form.edit' }

function eventsFor(snapshot: Snapshot): Event[] {
  if (snapshot.matches('sending'))
    return [send, edit, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
  return [send, edit]
}

describe('contact form chart', () => {
  const recorder = new CoverageRecorder()
  const paths = edgeCoveringPaths(contactFormMachine, {
    events: eventsFor,
    serializeState: (s: Snapshot) => JSON.stringify(s.value),
  })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors()
    const provided = contactFormMachine.provide({
      actors: {
        sendMessage: fromPromise<ContactSendOutcome, ContactMessage>(fakes.logic(SEND) as never),
      },
    })
    const { actor, emittedByLastStep, beforeLastStep } = await replayAsync(provided, path, {
      recorder,
      fakes,
      clock: new SimulatedClock(),
    })
    const snapshot = actor.getSnapshot()
    const last = path.events.at(-1)!

    // One call per send the visitor started; a send while one is in flight makes none.
    const answers = Object.values(AFTER_ANSWER).reduce(
      (n, a) => n + path.events.filter((e) => e === a.event).length,
      0,
    )
    const calls = answers + (snapshot.matches('sending') ? 1 : 0)
    expect(fakes.inputs(SEND)).toEqual(Array.from({ length: calls }, () => MESSAGE))

    const answer = Object.values(AFTER_ANSWER).find((a) => a.event === last)
    if (answer) {
      expect(snapshot.hasTag('sent')).toBe(answer.sent)
      expect(snapshot.hasTag('error')).toBe(!answer.sent)
      expect(emittedByLastStep.filter((e) => e.type === 'toast')).toEqual([
        { type: 'toast', ...answer.toast },
      ])
      expect(emittedByLastStep.some((e) => e.type === 'sent')).toBe(answer.sent)
    } else if (last === send && beforeLastStep.matches('sending')) {
      expect(snapshot.matches('sending')).toBe(true)
      expect(emittedByLastStep).toEqual([])
    } else if (last === send) {
      expect(snapshot.hasTag('busy')).toBe(true)
      expect(emittedByLastStep).toEqual([])
    } else {
      expect(emittedByLastStep).toEqual([])
    }
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(contactFormMachine, recorder, { task, paths: paths.length })
  })
})
