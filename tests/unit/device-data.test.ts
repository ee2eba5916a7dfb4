// @vitest-environment jsdom
/**
 * What /privacy says about this device after an erase: the browser the erase was made in forgets the
 * address, the sign-up flags, the unsent forms and any experiment or tab number
 * (src/services/device-data.ts, run by the erase page once the erase is done); the promo card's
 * dismissals, which say nothing about anyone, stay.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { ON_THIS_DEVICE } from '../../src/content/privacy'
import { OUTBOX_KEY_PREFIX } from '../../src/domain/leads'
import { forgetThisDevice } from '../../src/services/device-data'
import {
  hasStoredEmail,
  isSubscribed,
  rememberSubscription,
} from '../../src/services/subscriptions'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('forgetThisDevice', () => {
  it('forgets the address, the flags, unsent forms and the numbers; keeps the promo dismissals', () => {
    rememberSubscription({ email: 'parent@example.com', source: 'newsletter' })
    rememberSubscription({ email: 'parent@example.com', source: 'study_plan' })
    localStorage.setItem(`${OUTBOX_KEY_PREFIX}abc`, '{}')
    localStorage.setItem('experiment_visitor', 'old-id')
    localStorage.setItem('promo_dismissed_/articles', 'true')
    sessionStorage.setItem('funnel_tab', 'tab-number')
    sessionStorage.setItem('funnel_exposed', '{"home-popup-delay":"B"}')
    expect(hasStoredEmail()).toBe(true)

    forgetThisDevice()

    expect(hasStoredEmail()).toBe(false)
    expect(isSubscribed('newsletter')).toBe(false)
    expect(Object.keys(localStorage)).toEqual(['promo_dismissed_/articles'])
    expect(sessionStorage.getItem('funnel_tab')).toBeNull()
    expect(sessionStorage.getItem('funnel_exposed')).toBeNull()
    expect(ON_THIS_DEVICE.join(' ')).toContain('the browser you do it in forgets all of this too')
  })
})
