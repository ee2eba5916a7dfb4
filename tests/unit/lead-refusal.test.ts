/**
 * What the outbox drops for good and what it keeps (src/domain/leads.ts `isPermanentRefusal`), for
 * every answer the lead guard gives: an invalid row (400, class 22 or 23) is dropped; a limit (a bare
 * 429, no code), a refused proof (PT403), silence and server trouble are kept.
 */
import { describe, expect, it } from 'vitest'
import { isPermanentRefusal } from '../../src/domain/leads'

describe('isPermanentRefusal', () => {
  it.each([
    ['23514', 'a row the policy or a CHECK refuses (the guard judges the row first)'],
    ['22023', 'two leads in one request'],
    ['23502', 'a NOT NULL column left empty'],
    ['22P02', 'a value of the wrong type'],
    ['42501', 'a privilege or a policy PostgreSQL itself applied'],
  ])('%s (%s): dropped', (code) => {
    expect(isPermanentRefusal(code)).toBe(true)
  })

  it.each([
    [null, 'a limit: a bare 429 without a code'],
    [undefined, 'no answer'],
    ['', 'an empty code'],
    ['PT429', 'a limit with a code'],
    ['PT403', 'a refused proof of work'],
    ['57014', 'a statement timeout'],
    ['08006', 'a lost connection'],
  ])('%s (%s): kept', (code, why) => {
    expect(isPermanentRefusal(code), why).toBe(false)
  })
})
