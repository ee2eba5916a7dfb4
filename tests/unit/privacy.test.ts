/**
 * The privacy page's text (src/content/privacy.ts) says every retention period and the business's
 * facts from the modules the database and the mails read, and never repeats a number itself.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BUSINESS_NAME,
  BUSINESS_POSTAL_ADDRESS,
  DATA_HOSTING,
  PRIVACY_CONTACT_EMAIL,
} from '../../src/content/business'
import { EMAIL_NOTES } from '../../src/content/email-notes'
import * as privacy from '../../src/content/privacy'
import { RETENTION_DAYS } from '../../src/content/retention'
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

  it('names the business, its postal address, where the data is hosted and whom to write to', () => {
    for (const fact of [
      BUSINESS_NAME,
      BUSINESS_POSTAL_ADDRESS,
      DATA_HOSTING,
      PRIVACY_CONTACT_EMAIL,
    ])
      expect(pageText).toContain(fact)
  })

  it('has a card for every form that takes an e-mail', () => {
    expect(privacy.PRIVACY_FORMS.map((f) => f.name)).toEqual([
      'Newsletter',
      'Free weekly live class',
      'Tactics cheat sheet',
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
    for (const fact of [BUSINESS_POSTAL_ADDRESS, DATA_HOSTING, PRIVACY_CONTACT_EMAIL])
      expect(source).not.toContain(fact)
  })
})
