// @vitest-environment jsdom
/**
 * The browser forgets the visitor's address (src/services/subscriptions.ts): `user_email` is kept
 * at most RETENTION_DAYS.browserEmail days after it was saved, on a fake clock. The spec's check
 * (the home welcome popup opens only when no user_email is stored) reads through it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RETENTION_DAYS } from '../../src/content/retention'
import {
  forgetOldEmail,
  hasAnySubscription,
  hasStoredEmail,
  isSubscribed,
  rememberSubscription,
} from '../../src/services/subscriptions'

const DAY_MS = 24 * 60 * 60 * 1000
const KEPT_MS = RETENTION_DAYS.browserEmail * DAY_MS
const SAVED = Date.UTC(2026, 0, 15, 12)

beforeEach(() => {
  localStorage.clear()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(SAVED)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('user_email in local storage', () => {
  it('is saved with the time it was saved', () => {
    rememberSubscription({ email: 'fan@example.com', source: 'faqs_newsletter' })
    expect(localStorage.getItem('user_email')).toBe('fan@example.com')
    expect(localStorage.getItem('user_email_saved_at')).toBe(String(SAVED))
    expect(localStorage.getItem('email_subscribed_faqs_newsletter')).toBe('true')
    expect(hasStoredEmail()).toBe(true)
  })

  it('is still there on the last day of its period', () => {
    rememberSubscription({ email: 'fan@example.com', source: 'faqs_newsletter' })
    vi.setSystemTime(SAVED + KEPT_MS)
    expect(hasStoredEmail()).toBe(true)
    expect(localStorage.getItem('user_email')).toBe('fan@example.com')
  })

  it('counts as absent once older than its period, and is removed', () => {
    rememberSubscription({ email: 'fan@example.com', source: 'faqs_newsletter' })
    vi.setSystemTime(SAVED + KEPT_MS + 1)
    expect(hasStoredEmail()).toBe(false)
    expect(localStorage.getItem('user_email')).toBeNull()
    expect(localStorage.getItem('user_email_saved_at')).toBeNull()
    // The other popups' checks forget it too; the per-source flags hold no address and stay.
    expect(isSubscribed('faqs_newsletter')).toBe(true)
  })

  it("is forgotten by any of the popups' checks", () => {
    for (const check of [
      () => isSubscribed('learn_newsletter'),
      () => hasAnySubscription(),
      () => forgetOldEmail(),
    ]) {
      vi.setSystemTime(SAVED)
      rememberSubscription({ email: 'fan@example.com', source: 'training_hub' })
      vi.setSystemTime(SAVED + KEPT_MS + DAY_MS)
      check()
      expect(localStorage.getItem('user_email')).toBeNull()
    }
  })

  it('a new sign-up starts its period again', () => {
    rememberSubscription({ email: 'fan@example.com', source: 'faqs_newsletter' })
    vi.setSystemTime(SAVED + KEPT_MS - DAY_MS)
    rememberSubscription({ email: 'fan@example.com', source: 'training_hub' })
    vi.setSystemTime(SAVED + KEPT_MS + DAY_MS)
    expect(hasStoredEmail()).toBe(true)
    vi.setSystemTime(SAVED + 2 * KEPT_MS)
    expect(hasStoredEmail()).toBe(false)
  })

  it('one saved before it was dated counts as saved now: no popup now, forgotten a period later', () => {
    localStorage.setItem('user_email', 'old@example.com')
    expect(hasStoredEmail()).toBe(true)
    expect(localStorage.getItem('user_email_saved_at')).toBe(String(SAVED))
    vi.setSystemTime(SAVED + KEPT_MS)
    expect(hasStoredEmail()).toBe(true)
    vi.setSystemTime(SAVED + KEPT_MS + 1)
    expect(hasStoredEmail()).toBe(false)
    expect(localStorage.getItem('user_email')).toBeNull()
  })

  it('an unreadable date counts as saved now', () => {
    localStorage.setItem('user_email', 'old@example.com')
    localStorage.setItem('user_email_saved_at', 'yesterday')
    expect(hasStoredEmail()).toBe(true)
    expect(localStorage.getItem('user_email_saved_at')).toBe(String(SAVED))
  })

  it('no address: nothing stored, and a date left alone is cleared', () => {
    expect(hasStoredEmail()).toBe(false)
    localStorage.setItem('user_email_saved_at', String(SAVED))
    expect(hasStoredEmail()).toBe(false)
    expect(localStorage.getItem('user_email_saved_at')).toBeNull()
  })
})
