/**
 * The privacy page's text (src/content/privacy.ts) says every retention period and the business's
 * facts from the modules the database and the mails read, and never repeats a number itself.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { tabId } from '../../src/services/experiments'
import { describe, expect, it } from 'vitest'
import {
  BUSINESS_NAME,
  BUSINESS_POSTAL_ADDRESS,
  DATA_HOSTING,
  HOSTING_LOGS_KEEP,
  MAIL_PROVIDER,
  MAIL_PROVIDER_KEEPS,
  PRIVACY_CONTACT_EMAIL,
  TRANSFER_SAFEGUARD,
} from '../../src/content/business'
import { EMAIL_NOTES } from '../../src/content/email-notes'
import * as privacy from '../../src/content/privacy'
import { RETENTION_DAYS } from '../../src/content/retention'
import { PRIVACY_NOTE } from '../../src/content/site'
import { periodText } from '../../src/domain/retention'

const pageText = JSON.stringify(Object.values(privacy))

describe('periodText', () => {
  it.each([
    [365, '12 months'],
    [730, '24 months'],
    [90, '90 days'],
    [30, '30 days'],
    [1, '1 day'],
    [400, '400 days'],
  ])('%i days read "%s"', (days, text) => expect(periodText(days)).toBe(text))

  it.each([0, -5, 1.5, Number.NaN])('refuses %s', (days) =>
    expect(() => periodText(days)).toThrow(),
  )
})

describe('the privacy page', () => {
  it.each(Object.entries(RETENTION_DAYS))('says the period of %s (%i days)', (_kind, days) => {
    expect(pageText).toContain(periodText(days))
  })

  const FACTS = [
    BUSINESS_NAME,
    BUSINESS_POSTAL_ADDRESS,
    DATA_HOSTING,
    MAIL_PROVIDER,
    MAIL_PROVIDER_KEEPS,
    HOSTING_LOGS_KEEP,
    TRANSFER_SAFEGUARD,
    PRIVACY_CONTACT_EMAIL,
  ]

  it('names the business, its address, its processors, their copies, the transfer safeguard and whom to write to', () => {
    for (const fact of FACTS) expect(pageText).toContain(fact)
  })

  it('gives a legal basis for every purpose: consent for the lists, the request for results, legitimate interest for abuse and counting', () => {
    expect(privacy.LEGAL_BASES.map((b) => [b.purpose, b.basis.split(/[,:]/)[0]])).toEqual([
      ['Newsletter, weekly class and cheat sheet', 'Your consent'],
      ['Quiz results, study plans, opening recommendations and contact messages', 'Your request'],
      [
        'Preventing abuse of our forms, sending each e-mail once, and keeping your unsubscribe',
        'Our legitimate interest in a site that cannot be used to flood anyone with e-mail.',
      ],
      [
        'Counting the steps of quizzes and pop-ups',
        'Our legitimate interest in improving the site',
      ],
    ])
  })

  it('names every right of a data subject, each with how to use it', () => {
    const rights = privacy.YOUR_RIGHTS.map((r) => r.right).join(' | ')
    for (const right of [
      'access',
      'portability',
      'rectification',
      'erasure',
      'restriction',
      'Object',
      'Withdraw your consent',
      'Complain',
    ])
      expect(rights).toContain(right)
    for (const { how } of privacy.YOUR_RIGHTS) expect(how.length).toBeGreaterThan(20)
  })

  it('the footer note and the page say the same about the counting: a number per tab, forgotten with it, picking a timing; GPC/DNT: nothing', () => {
    const analytics = privacy.ANALYTICS.join(' ')
    for (const text of [PRIVACY_NOTE, analytics]) {
      expect(text).toContain('a random number for this browser tab')
      expect(text).toMatch(/forgets? when the tab closes|forgotten when the tab closes/)
      expect(text).toMatch(/pop-up timing/)
      expect(text).toContain('Global Privacy Control or Do Not Track')
      expect(text).toMatch(/[Nn]othing is counted and nothing is stored/)
    }
  })

  it("the tab's number lives in the tab's session storage, and the recorder keeps nothing in local storage", () => {
    // The number is made once per tab, in the storage given (the browser's sessionStorage), and kept.
    const kept = new Map<string, string>()
    const tabStorage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    }
    const id = tabId(tabStorage)
    expect([...kept.keys()]).toEqual(['funnel_tab'])
    expect(tabId(tabStorage)).toBe(id)
    for (const file of ['experiments', 'funnel-recorder', 'experiment-stops']) {
      const source = readFileSync(join(__dirname, `../../src/services/${file}.ts`), 'utf8')
      expect(source, file).toMatch(/sessionStorage|storage/)
      // Local storage is only ever cleared of an earlier version's id, never written.
      expect(source, file).not.toMatch(/localStorage\.setItem/)
    }
  })

  it('has a card for every form that takes an e-mail (the three lists keep the same, in one)', () => {
    expect(privacy.PRIVACY_FORMS.map((f) => f.name)).toEqual([
      'Newsletter, weekly class and cheat sheet',
      'Chess knowledge quiz',
      'Chess level quizzes',
      'Chess style quiz',
      'Study plan generator',
      'Opening recommender',
      'Contact form',
    ])
    // Every kind of form whose e-mail line links here.
    expect(Object.keys(EMAIL_NOTES)).toHaveLength(9)
  })

  it('repeats no period: each comes from retention.ts', () => {
    const source = readFileSync(join(__dirname, '../../src/content/privacy.ts'), 'utf8')
    for (const days of Object.values(RETENTION_DAYS)) {
      expect(source).not.toContain(periodText(days))
      expect(source).not.toMatch(new RegExp(`\\b${days}\\b`))
    }
    for (const fact of FACTS.slice(1)) expect(source).not.toContain(fact)
  })
})
