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
      expect(member.title).toBe(TITLES[code])
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
  it('is true of everyone who teaches: the quick fact and the FAQ name every title on the roster', () => {
    const fact = QUICK_FACTS.find((f) => f.label.includes('FIDE title'))
    expect(fact, 'the quick fact about titles').toBeDefined()
    const faq = ABOUT_FAQS.find((f) => f.question === 'Are all of your coaches titled players?')
    for (const person of PEOPLE) {
      const code = titleOf(person.name)
      expect(fact!.label.split(/[\s:,]+/), person.name).toContain(code)
      expect(faq?.answer, person.name).toContain(TITLES[code])
    }
  })
})
