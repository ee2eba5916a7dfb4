/**
 * Model-based test of the contact form chart: a send goes to the contact function once,
 * its answer thanks the visitor or shows the failure toast, and sends while one is in flight are
 * ignored. Same pattern as subscribe.machine.test.ts: one reference written from the spec
 * (`specView`), one unconditional comparison per path.
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
import { toastsOf } from './outcomes'

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

type Phase = 'editing' | 'sending' | 'sent' | 'failed'

/** What the visitor and the contact function see after a path, by the spec. */
interface View {
  /** 'Message Sent!' shows and the fields are clear. */
  sent: boolean
  /** The failure toast showed and every field keeps what was typed. */
  failed: boolean
  /** The button is busy: a send is in flight. */
  busy: boolean
  /** The toasts of the path's last step. */
  toasts: ToastParams[]
  /** The host heard 'sent' (it clears the fields) in the last step. */
  announcedSent: boolean
  /** The messages the contact function received, in order. */
  calls: ContactMessage[]
}

/**
 * The spec's reference (§2 /contact; the form's rules in the chart's header are the spec's: a send
 * goes once, a send or an edit while one is in flight changes nothing, an edit after an answer is a
 * new draft). Folds a path's events into what must be seen; reads nothing of the chart.
 */
function specView(events: readonly Event[]): View {
  const answers = new Map(Object.values(AFTER_ANSWER).map((a) => [a.event, a]))
  let phase: Phase = 'editing'
  const view: View = {
    sent: false,
    failed: false,
    busy: false,
    toasts: [],
    announcedSent: false,
    calls: [],
  }
  for (const event of events) {
    view.toasts = []
    view.announcedSent = false
    const answer = answers.get(event)
    if (answer) {
      phase = answer.sent ? 'sent' : 'failed'
      view.toasts = [answer.toast]
      view.announcedSent = answer.sent
    } else if (phase === 'sending') {
      // A double click, or typing, while the message is on its way: nothing happens.
    } else if (event === send) {
      phase = 'sending'
      view.calls.push(MESSAGE)
    } else if (event === edit) {
      phase = 'editing'
    }
    view.sent = phase === 'sent'
    view.failed = phase === 'failed'
    view.busy = phase === 'sending'
  }
  return view
}

function eventsFor(snapshot: Snapshot): Event[] {
  return snapshot.matches('sending')
    ? [send, edit, ...Object.values(AFTER_ANSWER).map((a) => a.event)]
    : [send, edit]
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
    const seen: View = {
      sent: snapshot.hasTag('sent'),
      failed: snapshot.hasTag('error'),
      busy: snapshot.hasTag('busy'),
      toasts: toastsOf(emittedByLastStep),
      announcedSent: emittedByLastStep.some((e) => e.type === 'sent'),
      calls: fakes.inputs(SEND) as ContactMessage[],
    }
    const expected = specView(path.events)
    expect(seen).toEqual(expected)
    // Nothing else is emitted: the toast and, once sent, the host's cue.
    expect(emittedByLastStep).toHaveLength(
      expected.toasts.length + (expected.announcedSent ? 1 : 0),
    )
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(contactFormMachine, recorder, { task, paths: paths.length })
  })
})
