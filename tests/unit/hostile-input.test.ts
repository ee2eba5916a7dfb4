// @vitest-environment node
/**
 * Hostile input through the e-mail clean-up and validation every form uses (src/domain/email.ts),
 * property-based with fast-check: very long strings, any unicode (emoji, right-to-left text, control and
 * zero-width characters), markup and SQL fragments, whitespace of every kind, plus tags and subdomains.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanName,
  isBlankText,
  isValidEmail,
  normalizeEmail,
  sanitizeInput,
} from '../../src/domain/email'

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 3000 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constantFrom(
    '<script>alert(1)</script>@example.com',
    "fan@example.com'; drop table newsletter_subscribers; --",
    'fan@example.com\u0000',
    '\u202efan@example.com',
    'ف@مثال.كوم',
    '\u200bfan@example.com',
    ' \t\n\u00a0\u3000',
    '🚀@example.com',
    'FAN+chess@Mail.Example.CO.UK',
    'a'.repeat(5000),
  ),
)

describe('hostile input through the e-mail rules', () => {
  it('sanitising never throws, caps at 1000 characters and leaves no < or >', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const clean = sanitizeInput(raw)
        expect(clean.length).toBeLessThanOrEqual(1000)
        expect(clean).not.toMatch(/[<>]/)
      }),
      { numRuns: 500 },
    )
  })

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const once = normalizeEmail(raw)
        expect(normalizeEmail(once)).toBe(once)
      }),
      { numRuns: 500 },
    )
  })

  it('a valid e-mail is at most 100 characters of printable ASCII, lower case once normalised', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const email = normalizeEmail(raw)
        if (!isValidEmail(email)) return
        expect(email.length).toBeLessThanOrEqual(100)
        expect(email).toMatch(/^[!-~]+$/)
        expect(email).toBe(email.toLowerCase())
        expect(email).not.toMatch(/[<>]/)
      }),
      { numRuns: 1000 },
    )
  })

  it('plus tags and subdomains are kept, lower-cased', () => {
    expect(normalizeEmail('  FAN+chess@Mail.Example.CO.UK ')).toBe('fan+chess@mail.example.co.uk')
    expect(isValidEmail('fan+chess@mail.example.co.uk')).toBe(true)
  })

  it.each([
    '\u202efan@example.com',
    '\u200bfan@example.com',
    'fan@example.com\u0000',
    '🚀@example.com',
  ])('refuses %j', (raw) => {
    expect(isValidEmail(normalizeEmail(raw))).toBe(false)
  })
})

describe('hostile input through the name clean-up', () => {
  it('a stored name is one line of at most 100 characters with no < or >, and never blank', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const name = cleanName(raw)
        expect(Array.from(name).length).toBeLessThanOrEqual(100)
        expect(name).not.toMatch(/[<>]|\p{Cc}/u)
        expect(isBlankText(name)).toBe(name === '')
      }),
      { numRuns: 1000 },
    )
  })

  it('a name the input can hold is stored exactly as the spec cleans it (§5)', () => {
    expect(cleanName('  <b>Ada</b> Lovelace ')).toBe('bAda/b Lovelace')
    expect(cleanName('\u202eAda 😀')).toBe('\u202eAda 😀')
  })

  it.each(['', ' \t\n', '\u00a0\u3000', '\u200b\u200c\u200d\u2060\ufeff', '<>', ' <\u034f> '])(
    'a name of only %j is blank',
    (raw) => {
      expect(cleanName(raw)).toBe('')
    },
  )

  it('a pasted tab becomes a space; past 100 characters the invisible ends go first', () => {
    expect(cleanName('Ada\tLovelace')).toBe('Ada Lovelace')
    expect(cleanName(`${'\u200b'.repeat(120)}Ada`)).toBe('Ada')
    expect(cleanName('é'.repeat(150))).toBe('é'.repeat(100))
  })
})
