/**
 * The style quiz content (spec §3 "Style quiz question", "Style definition"): ten questions with four
 * answers scoring 0-4 per style, answers that separate the styles (every style can win), insights for
 * questions 2, 6 and 9, and six complete style definitions whose data also gives the page heads.
 */
import { describe, expect, it } from 'vitest'
import { CHESS_STYLES, STYLE_IDS, type StyleId } from '../../src/content/chess-styles'
import { STYLE_PAGES } from '../../src/content/chess-style-pages'
import { STYLE_INSIGHTS, STYLE_QUESTIONS } from '../../src/content/style-quiz'
import { PAGES } from '../../src/content/pages'
import { scoreStyleQuiz, styleInsights } from '../../src/domain/style-scoring'
import { styleShareTitle } from '../../src/domain/style-share'

describe('style questions', () => {
  it('are ten, with ids 1-10 and four answers each scoring 0-4 for all six styles', () => {
    expect(STYLE_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    for (const question of STYLE_QUESTIONS) {
      expect(question.question.length, `question ${question.id}`).toBeGreaterThan(10)
      expect(question.answers).toHaveLength(4)
      for (const answer of question.answers) {
        expect(Object.keys(answer.scores).sort()).toEqual([...STYLE_IDS].sort())
        for (const value of Object.values(answer.scores)) {
          expect(Number.isInteger(value) && value >= 0 && value <= 4, answer.text).toBe(true)
        }
        // Every answer leans towards some style.
        expect(Math.max(...Object.values(answer.scores)), answer.text).toBeGreaterThanOrEqual(2)
      }
      // The four answers of a question do not all lean the same way.
      const leaders = question.answers.map((a) =>
        STYLE_IDS.reduce((best, id) => (a.scores[id] > a.scores[best] ? id : best)),
      )
      expect(new Set(leaders).size, `question ${question.id}`).toBeGreaterThanOrEqual(3)
    }
  })

  // One answer pattern per style (answer indices for questions 1-10) that makes it win.
  it.each<[StyleId, string]>([
    ['tactician', '1000000000'],
    ['strategist', '2121311111'],
    ['endgameArtist', '3112222222'],
    ['gambiteer', '0200030130'],
    ['grinder', '3111121322'],
    ['universal', '1333303133'],
  ])('%s wins for a pattern of answers that favours it (%s)', (style, pattern) => {
    expect(scoreStyleQuiz(STYLE_QUESTIONS, [...pattern].map(Number)).styleId).toBe(style)
  })

  it('every style is the leaning of some answer, so each can be reached', () => {
    const leaning = new Set(
      STYLE_QUESTIONS.flatMap((q) =>
        q.answers.flatMap((a) => STYLE_IDS.filter((id) => a.scores[id] === 4)),
      ),
    )
    expect([...leaning].sort()).toEqual([...STYLE_IDS].sort())
  })

  it('tells a gambiteer who opens with 1.d4 or 1.c4 about gambits, not a slow build-up', () => {
    const answers = [...'0100030130'].map(Number)
    const { styleId } = scoreStyleQuiz(STYLE_QUESTIONS, answers)
    expect(styleId).toBe('gambiteer')
    const openings = styleInsights(STYLE_QUESTIONS, answers, STYLE_INSIGHTS, styleId).find(
      (i) => i.topic === 'Your openings',
    )
    expect(openings?.text).toMatch(/gambit/i)
    expect(openings?.text).not.toMatch(/slow build-up/)
    // A strategist with the same answer keeps the answer's own line.
    expect(
      styleInsights(STYLE_QUESTIONS, answers, STYLE_INSIGHTS, 'strategist').find(
        (i) => i.topic === 'Your openings',
      )?.text,
    ).toBe(STYLE_INSIGHTS[2]!.lines[1])
  })

  it('has insights for questions 2, 6 and 9, one per answer', () => {
    expect(Object.keys(STYLE_INSIGHTS).map(Number)).toEqual([2, 6, 9])
    for (const entry of Object.values(STYLE_INSIGHTS)) {
      expect(entry.topic.length).toBeGreaterThan(0)
      expect(entry.lines).toHaveLength(4)
      // A style's own line replaces an answer that exists.
      for (const byAnswer of Object.values(entry.forStyle ?? {}))
        for (const answer of Object.keys(byAnswer)) expect(entry.lines[Number(answer)]).toBeTruthy()
    }
  })
})

describe('style definitions', () => {
  it.each(STYLE_IDS.map((id) => [id, CHESS_STYLES[id]] as const))('%s is complete', (id, style) => {
    expect(style.id).toBe(id)
    expect(style.title).toBe(`The ${style.name}`)
    expect(style.emoji.length).toBeGreaterThan(0)
    expect(style.famousPlayers).toHaveLength(2)
    expect(new Set(style.famousPlayers.map((p) => p.name)).size).toBe(2)
    expect(style.quote.text.length).toBeGreaterThan(10)
    expect(style.quote.author.length).toBeGreaterThan(3)
    expect(style.ogImage).toBe(`/og${style.path}.jpg`)
    expect(style.improvementPlan.length).toBeGreaterThanOrEqual(4)
    expect(style.famousGames).toHaveLength(2)
    for (const game of style.famousGames) {
      expect(game.white).not.toBe(game.black)
      expect(game.year).toBeGreaterThanOrEqual(1800)
      expect(game.year).toBeLessThanOrEqual(2025)
      expect(game.event.length).toBeGreaterThan(3)
      expect(['1-0', '0-1', '1/2-1/2']).toContain(game.result)
    }
    // Colours: white text on the accent passes WCAG AA (4.5:1).
    expect(contrast(style.colors.accent, '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('has six styles on six pages, in the tie order of spec §9', () => {
    expect(STYLE_IDS).toEqual([
      'tactician',
      'strategist',
      'endgameArtist',
      'gambiteer',
      'grinder',
      'universal',
    ])
    expect(STYLE_IDS.map((id) => CHESS_STYLES[id].path).sort()).toEqual(
      Object.keys(STYLE_PAGES).sort(),
    )
  })

  it.each(STYLE_IDS.map((id) => [CHESS_STYLES[id].path, CHESS_STYLES[id]] as const))(
    '%s: the page head comes from the style',
    (path, style) => {
      expect(PAGES[path].title).toBe(`${style.title} - Your Chess Style | Checkmate Tutors`)
      expect(PAGES[path].description).toBe(style.description)
      expect(PAGES[path].ogImage).toBe(style.ogImage)
    },
  )

  it.each<[StyleId, string]>([
    ['tactician', "I'm a Tactician like Mikhail Tal! ⚔️ - Know Your Chess Style Here!"],
    [
      'endgameArtist',
      "I'm a Endgame Artist like José Raúl Capablanca! 👑 - Know Your Chess Style Here!",
    ],
    ['universal', "I'm a Universal Player like Bobby Fischer! 🌟 - Know Your Chess Style Here!"],
  ])("the share line of %s is the spec's, exactly", (id, line) => {
    expect(styleShareTitle(CHESS_STYLES[id])).toBe(line)
  })
})

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}
