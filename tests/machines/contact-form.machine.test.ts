/** Model-based test of the contact form chart: every send thanks the visitor; no call exists. */
import { describe, expect, it } from 'vitest'
import { contactFormMachine } from '../../machines/contact-form.machine'
import {
  CoverageRecorder,
  edgeCoveringPaths,
  expectFullCoverage,
  replayAsync,
  type ModelEvent,
} from './model'

type Event = ModelEvent<typeof contactFormMachine>

const events: Event[] = [{ type: 'form.send' }, { type: 'form.edit' }]

const AFTER: Record<string, { sent: boolean; toasts: unknown[] }> = {
  'form.send': {
    sent: true,
    toasts: [
      {
        type: 'toast',
        tone: 'success',
        title: 'Message Sent!',
        description: "Thank you for your message. We'll get back to you soon!",
      },
    ],
  },
  'form.edit': { sent: false, toasts: [] },
}

describe('contact form chart', () => {
  const recorder = new CoverageRecorder()
  const paths = edgeCoveringPaths(contactFormMachine, { events })

  it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
    const { actor, emittedByLastStep } = await replayAsync(contactFormMachine, path, { recorder })
    const expected = AFTER[path.events.at(-1)!.type]!
    expect(actor.getSnapshot().hasTag('sent')).toBe(expected.sent)
    expect(emittedByLastStep).toEqual(expected.toasts)
  })

  it('visits every state and takes every transition', ({ task }) => {
    expectFullCoverage(contactFormMachine, recorder, { task, paths: paths.length })
  })
})
