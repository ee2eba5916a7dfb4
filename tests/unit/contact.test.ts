import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CONTACT_SUBJECT_MAX_LENGTH, contactSubjectFromSearch } from '../../src/domain/contact'

describe('contactSubjectFromSearch', () => {
  it.each([
    ['Instructor application', 'Instructor application'],
    ['  Lessons   for\tmy son ', 'Lessons for my son'],
    ['<b>Hello</b>', 'bHello/b'],
  ])('%j -> %j', (raw, subject) => {
    expect(contactSubjectFromSearch(raw)).toBe(subject)
  })

  it.each([undefined, null, '', '   ', '<>', 42, true, ['a', 'b'], { a: 1 }])(
    '%j prefills nothing',
    (raw) => {
      expect(contactSubjectFromSearch(raw)).toBeUndefined()
    },
  )

  it('never exceeds the field, never has < or >, never starts or ends with a space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (raw) => {
        const subject = contactSubjectFromSearch(raw)
        if (subject === undefined) return
        expect(subject.length).toBeLessThanOrEqual(CONTACT_SUBJECT_MAX_LENGTH)
        expect(subject).not.toMatch(/[<>]/)
        expect(subject).toBe(subject.trim())
      }),
    )
  })
})
