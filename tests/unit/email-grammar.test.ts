// @vitest-environment node
/**
 * The e-mail grammar (src/domain/email.ts, isValidEmail): the hand-written table, the addresses a
 * visitor types (checked once normalised), a second reading of the grammar written without a regular
 * expression, and what nodemailer makes of an accepted address. That the database accepts exactly the
 * same strings: tests/db/email-grammar.test.ts.
 */
import fc from 'fast-check'
import addressparser from 'nodemailer/lib/addressparser'
import { describe, expect, it } from 'vitest'
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../src/domain/email'
import { ATTACK_EMAILS, INVALID_EMAILS, VALID_EMAILS, emailLike } from './email-grammar-cases'

describe('the grammar table', () => {
  it.each(VALID_EMAILS)('accepts %s: %j', (_what, email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each(INVALID_EMAILS)('refuses %s: %j', (_what, email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it.each(ATTACK_EMAILS)('refuses %j, as typed and once normalised', (email) => {
    expect(isValidEmail(email)).toBe(false)
    const clean = normalizeEmail(email)
    // The spec's clean-up removes < and >, so `<a@x.com>` becomes the plain mailbox a@x.com.
    if (/[<>]/.test(email) && isValidEmail(clean)) {
      expect(addressparser(clean)).toEqual([{ address: clean, name: '' }])
    } else {
      expect(isValidEmail(clean)).toBe(false)
    }
  })
})

describe('what a visitor types', () => {
  // Every caller (the lead charts, the contact function) checks the normalised address, so capitals
  // and spaces around it are fine; what is stored and checked is the lower-case form.
  it.each([
    ['Name@Example.COM', 'name@example.com'],
    ['  Fan+Chess@Mail.Example.CO.UK ', 'fan+chess@mail.example.co.uk'],
    ['FIRST.LAST@SUB.EXAMPLE.IO', 'first.last@sub.example.io'],
  ])('%j is accepted as %j', (typed, stored) => {
    expect(normalizeEmail(typed)).toBe(stored)
    expect(isValidEmail(normalizeEmail(typed))).toBe(true)
  })

  it.each([
    ['a colon', 'A:Name@X.com'],
    ['a comma', ' zz,Name@X.com '],
    ['quotes', '"Fan"@Example.com'],
    ['a space inside', 'Fan Club@Example.com'],
  ])('with %s it is still refused once normalised: %j', (_what, typed) => {
    expect(isValidEmail(normalizeEmail(typed))).toBe(false)
  })
})

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const DIGITS = '0123456789'
const only = (value: string, allowed: string) => [...value].every((c) => allowed.includes(c))

/** The grammar read a second way, by splitting instead of matching. */
function followsGrammar(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false
  const parts = email.split('@')
  if (parts.length !== 2) return false
  const [local, domain] = parts as [string, string]
  const atoms = local.split('.')
  if (!atoms.every((atom) => atom !== '' && only(atom, `${LOWER}${DIGITS}_%+-`))) return false
  const labels = domain.split('.')
  const top = labels.pop()!
  if (labels.length === 0 || top.length < 2 || top.length > 63 || !only(top, LOWER)) return false
  return labels.every(
    (label) =>
      label.length >= 1 &&
      label.length <= 63 &&
      !label.startsWith('-') &&
      !label.endsWith('-') &&
      only(label, `${LOWER}${DIGITS}-`),
  )
}

describe('the grammar, property-based', () => {
  it('the regular expression and the split reading agree, as typed and once normalised', () => {
    fc.assert(
      fc.property(emailLike, (raw) => {
        for (const email of [raw, normalizeEmail(raw)]) {
          expect(isValidEmail(email), JSON.stringify(email)).toBe(followsGrammar(email))
        }
      }),
      { numRuns: 5000 },
    )
  })

  it('nodemailer reads every accepted address as one mailbox, that address, with no name or group', () => {
    fc.assert(
      fc.property(emailLike, (raw) => {
        const email = normalizeEmail(raw)
        fc.pre(isValidEmail(email))
        expect(addressparser(email)).toEqual([{ address: email, name: '' }])
      }),
      { numRuns: 500 },
    )
    for (const [, email] of VALID_EMAILS) {
      expect(addressparser(email)).toEqual([{ address: email, name: '' }])
    }
  })

  it('nodemailer reads the refused group and list addresses as something else', () => {
    for (const email of ['a:name@x.com', 'zz,name@x.com', 'a;b@x.com']) {
      expect(addressparser(email)).not.toEqual([{ address: email, name: '' }])
    }
  })
})
