/**
 * The named selectors beside each chart, tested alone: built snapshots of every state, no actor run.
 */
import { describe, expect, it } from 'vitest'
import { shareMachine } from '../../machines/share.machine'
import { selectCopying } from '../../machines/share.selectors'
import { subscribeMachine } from '../../machines/subscribe.machine'
import {
  selectBusy,
  selectEmail,
  selectOutcome,
  type SubscribeOutcome,
} from '../../machines/subscribe.selectors'
import { MESSAGES } from '../../src/content/messages'

const subscribeContext = {
  table: 'newsletter_subscribers' as const,
  source: 'faqs_newsletter',
  messages: MESSAGES.newsletter,
  blankEmail: 'ignore' as const,
  email: 'fan@example.com',
  submittedEmail: 'fan@example.com',
}

describe('subscribe selectors', () => {
  it.each<
    [
      string,
      Parameters<typeof subscribeMachine.resolveState>[0]['value'],
      SubscribeOutcome,
      boolean,
    ]
  >([
    ['ready.idle', { ready: 'idle' }, 'idle', false],
    ['submitting', 'submitting', 'submitting', true],
    ['ready.success', { ready: 'success' }, 'success', false],
    ['ready.alreadySubscribed', { ready: 'alreadySubscribed' }, 'alreadySubscribed', false],
    ['ready.failed', { ready: 'failed' }, 'failed', false],
  ])('%s: outcome and busy flag', (_name, value, outcome, busy) => {
    const snapshot = subscribeMachine.resolveState({ value, context: subscribeContext })
    expect(selectOutcome(snapshot)).toBe(outcome)
    expect(selectBusy(snapshot)).toBe(busy)
    expect(selectEmail(snapshot)).toBe('fan@example.com')
  })
})

describe('share selectors', () => {
  it.each([
    ['idle', false],
    ['copying', true],
  ] as const)('%s: copying is %s', (value, copying) => {
    const snapshot = shareMachine.resolveState({
      value,
      context: { url: 'https://example.com/', title: 'T', copying: 'link' },
    })
    expect(selectCopying(snapshot)).toBe(copying)
  })
})
