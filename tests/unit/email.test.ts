import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isValidEmail, normalizeEmail, sanitizeInput } from '../../src/domain/email'

describe('sanitizeInput', () => {
  it.each([
    ['  fan@example.com  ', 'fan@example.com'],
    ['<script>fan@example.com</script>', 'scriptfan@example.com/script'],
    ['a<b>c', 'abc'],
    ['', ''],
  ])('%j -> %j', (raw, clean) => {
    expect(sanitizeInput(raw)).toBe(clean)
  })

  it('cuts to 1000 characters', () => {
    expect(sanitizeInput('x'.repeat(1500))).toHaveLength(1000)
  })

  it('never leaves < or > and never grows the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1200 }), (raw) => {
        const clean = sanitizeInput(raw)
        expect(clean).not.toMatch(/[<>]/)
        expect(clean.length).toBeLessThanOrEqual(Math.min(raw.length, 1000))
      }),
    )
  })
})

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Fan@Example.COM ')).toBe('fan@example.com')
  })
})

describe('isValidEmail', () => {
  it.each(['fan@example.com', 'first.last+tag@sub.example.co', 'a@b.io'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each([
    '',
    'fan',
    'fan@',
    '@example.com',
    'fan@example',
    'fan@example.c',
    'fan @example.com',
    'fan@exa mple.com',
    'fan@example.c0m',
    'fan\u200b@example.com',
    '\ufefffan@example.com',
    'fan\t@example.com',
    'josé@example.com',
    'fan@exämple.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })
  it('rejects addresses longer than 100 characters', () => {
    expect(isValidEmail(`${'a'.repeat(89)}@example.com`)).toBe(false)
    expect(isValidEmail(`${'a'.repeat(88)}@example.com`)).toBe(true)
  })
})
