import { describe, expect, it } from 'vitest'
import { LESSON_LENGTHS, LESSON_PRICE_LINE } from '../../src/content/lesson-lengths'
import { ADULTS_LESSONS, KIDS_LESSONS } from '../../src/content/lessons'
import { FOUNDER, TEAM } from '../../src/content/people'
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
