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
import { expectOutcome, toastsOf } from './outcomes'

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
    const { actor, emittedByLastStep } = await replayAsync(provided, path, {
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
    const observed = {
      sent: snapshot.hasTag('sent'),
      failed: snapshot.hasTag('error'),
      busy: snapshot.hasTag('busy'),
      toasts: toastsOf(emittedByLastStep),
      announcedSent: emittedByLastStep.some((e) => e.type === 'sent'),
      emitted: emittedByLastStep.length,
    }
    const quiet = { toasts: [], announcedSent: false, emitted: 0 }
    expectOutcome(
      path.name,
      observed,
      answer
        ? // The answer: 'Message Sent!' and a new form, or the error toast with every field kept.
          {
            sent: answer.sent,
            failed: !answer.sent,
            busy: false,
            toasts: [answer.toast],
            announcedSent: answer.sent,
            emitted: answer.sent ? 2 : 1,
          }
        : last === send
          ? // A send: busy (a second send while one is in flight makes no call).
            { sent: false, failed: false, busy: true, ...quiet }
          : // An edit says nothing.
            { sent: observed.sent, failed: observed.failed, busy: observed.busy, ...quiet },
    )
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(contactFormMachine, recorder, { task, paths: paths.length })
  })
})
