import { describe, expect, it } from 'vitest'
import { LESSON_LENGTHS, LESSON_PRICE_LINE } from '../../src/content/lesson-lengths'
import { ADULTS_LESSONS, KIDS_LESSONS } from '../../src/content/lessons'
import { ABOUT_FAQS, QUICK_FACTS } from '../../src/content/about'
import { FOUNDER, PEOPLE, TEAM } from '../../src/content/people'
import { TITLES, titleOf } from '../../src/content/titles'

// part 6: prices and coaches at a glance, from the spec's facts only (§1, §9).
describe('lesson lengths and price', () => {
  it('are 30, 45 (most popular) and 60 (standard) minutes, from $30 per session', () => {
    expect(LESSON_LENGTHS).toEqual([
      { minutes: 30, tag: null },
      { minutes: 45, tag: 'Most popular' },
      { minutes: 60, tag: 'Standard' },
    ])
    expect(LESSON_PRICE_LINE).toBe('from $30 per session')
  })
})

describe('coach title badges', () => {
  const chessTitles = ['CM', 'FM', 'IM', 'GM']
  it('give every coach one of the spec titles, matching the title written out on the card', () => {
    for (const member of TEAM) {
      const code = titleOf(member.name)
      expect(chessTitles).toContain(code)
      // The coaches of the lesson pages add their line after it ('FIDE Master, kids coach ...').
      expect(member.title.startsWith(TITLES[code])).toBe(true)
    }
    for (const coach of [KIDS_LESSONS.coach.person, ADULTS_LESSONS.coach.person]) {
      const code = titleOf(coach.name)
      expect(chessTitles).toContain(code)
      expect(coach.title.startsWith(TITLES[code])).toBe(true)
    }
  })
  it('give the founder WFM and CPA, as her credentials say', () => {
    expect(titleOf(FOUNDER.name)).toBe('WFM')
    expect(FOUNDER.titles).toEqual(['WFM', 'CPA'])
    for (const code of FOUNDER.titles)
      expect(FOUNDER.credentials).toContain(`${TITLES[code]} (${code})`)
  })
  it('refuse a name without a title', () => {
    expect(() => titleOf('Anna Kovacs')).toThrow()
  })
})

describe('what /about says about titles', () => {
  // FIDE's titles by the rating each asks for (WCM 2000 ... GM 2500).
  const ORDER = ['WCM', 'WFM', 'CM', 'WIM', 'FM', 'WGM', 'IM', 'GM']
  it('is true of everyone who teaches: every title on the roster is in the quick fact’s range and in the FAQ', () => {
    const fact = QUICK_FACTS.find((f) => f.label === 'The FIDE titles of our coaches')
    const [low, high] = fact!.value.split(' to ')
    const faq = ABOUT_FAQS.find((f) => f.question === 'Are all of your coaches titled players?')
    for (const person of PEOPLE) {
      const code = titleOf(person.name)
      expect(ORDER.indexOf(code), person.name).toBeGreaterThanOrEqual(ORDER.indexOf(low!))
      expect(ORDER.indexOf(code), person.name).toBeLessThanOrEqual(ORDER.indexOf(high!))
      expect(faq?.answer, person.name).toContain(TITLES[code])
    }
    // The range's ends are titles someone on the roster holds.
    const held = PEOPLE.map((p) => titleOf(p.name) as string)
    expect(held).toContain(low)
    expect(held).toContain(high)
  })
})
