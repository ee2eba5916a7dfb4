import { describe, expect, it } from 'vitest'
import {
  OPENING_CATALOGUE,
  OPENING_STYLE_OPTIONS,
  OPPONENT_OPTIONS,
  PLAY_FORMAT_OPTIONS,
  RATING_LEVEL_OPTIONS,
  STUDY_TIME_OPTIONS,
} from '../../src/content/openings'
import {
  nextSteps,
  openingChoices,
  optionLabel,
  recommendOpening,
  whyItFits,
} from '../../src/domain/opening'

/** Spec §3 "Opening catalogue": level, style, time and the cell's three names. */
const SPEC_CELLS: Array<[string, string, string, string[]]> = [
  ['beginner', 'aggressive', 'quick', ["King's Gambit", 'Danish Gambit', 'Wing Gambit']],
  ['beginner', 'aggressive', 'slow', ['Italian Game', 'Scotch Game', 'Vienna Game']],
  ['beginner', 'positional', 'quick', ['London System', "King's Indian Attack", 'Colle System']],
  ['beginner', 'positional', 'slow', ['Ruy Lopez', "Queen's Gambit", 'English Opening']],
  [
    'intermediate',
    'aggressive',
    'quick',
    ['Sicilian Dragon', "King's Indian Defense", 'Najdorf Sicilian'],
  ],
  [
    'intermediate',
    'aggressive',
    'slow',
    ['Ruy Lopez Marshall', "Queen's Gambit Accepted", 'Nimzo-Indian'],
  ],
  ['intermediate', 'positional', 'quick', ['Caro-Kann', 'French', 'Catalan']],
  ['intermediate', 'positional', 'slow', ["Queen's Indian", 'Slav', 'Grünfeld']],
  [
    'advanced',
    'aggressive',
    'quick',
    ['Sicilian Accelerated Dragon', "King's Indian Sämisch", 'Benko Gambit'],
  ],
  ['advanced', 'aggressive', 'slow', ['Sicilian Najdorf', 'Semi-Slav', 'Benoni']],
  ['advanced', 'positional', 'quick', ['Petrov', 'Berlin', 'Symmetrical English']],
  [
    'advanced',
    'positional',
    'slow',
    ["Queen's Gambit Declined", 'Nimzo-Indian Classical', 'Catalan Closed'],
  ],
]

/** A `random` that returns the given values in turn. */
const sequence = (values: number[]) => {
  let i = 0
  return () => values[i++ % values.length]!
}

describe('opening catalogue and recommendation', () => {
  it.each(SPEC_CELLS)('%s %s %s: three names, each reachable', (level, style, time, names) => {
    const answers = { ratingLevel: level, openingStyle: style, studyTime: time }
    expect(openingChoices(OPENING_CATALOGUE, answers)).toEqual(names)
    // random() in [0, 1/3) picks the first, [1/3, 2/3) the second, [2/3, 1) the third.
    expect(
      [0, 0.34, 0.67, 0.999].map((r) => recommendOpening(OPENING_CATALOGUE, answers, () => r)),
    ).toEqual([names[0], names[1], names[2], names[2]])
  })

  it('has the twelve cells of the spec and nothing else (36 names)', () => {
    const cells = Object.entries(OPENING_CATALOGUE).flatMap(([level, byStyle]) =>
      Object.entries(byStyle).flatMap(([style, byTime]) =>
        Object.entries(byTime).map(([time, names]) => [level, style, time, names]),
      ),
    )
    expect(cells).toEqual(SPEC_CELLS)
    expect(new Set(SPEC_CELLS.flatMap(([, , , names]) => names)).size).toBe(36)
  })

  it.each([
    ['expert', 'aggressive', 'quick'],
    ['beginner', 'defensive', 'slow'],
    ['intermediate', 'positional', 'weekly'],
    ['', '', ''],
    ['__proto__', 'constructor', 'toString'],
  ])('falls back to beginner positional quick for %j %j %j', (level, style, time) => {
    expect(
      openingChoices(OPENING_CATALOGUE, {
        ratingLevel: level,
        openingStyle: style,
        studyTime: time,
      }),
    ).toEqual(['London System', "King's Indian Attack", 'Colle System'])
  })

  it('never leaves the cell, even for a random() at the edges', () => {
    const answers = { ratingLevel: 'advanced', openingStyle: 'aggressive', studyTime: 'slow' }
    const random = sequence([0, 0.9999999, 1, -0.1, 0.5])
    for (let i = 0; i < 5; i++)
      expect(['Sicilian Najdorf', 'Semi-Slav', 'Benoni']).toContain(
        recommendOpening(OPENING_CATALOGUE, answers, random),
      )
  })

  it('has the spec options for the five dropdowns', () => {
    expect(RATING_LEVEL_OPTIONS.map((o) => o.value)).toEqual([
      'beginner',
      'intermediate',
      'advanced',
    ])
    expect(RATING_LEVEL_OPTIONS.map((o) => o.label)).toEqual([
      'Beginner (0-1200)',
      'Intermediate (1200-1800)',
      'Advanced (1800+)',
    ])
    expect(STUDY_TIME_OPTIONS.map((o) => o.value)).toEqual(['quick', 'slow'])
    expect(OPENING_STYLE_OPTIONS.map((o) => o.value)).toEqual(['aggressive', 'positional'])
    expect(PLAY_FORMAT_OPTIONS.map((o) => o.label)).toEqual([
      'Blitz (3-5 min)',
      'Rapid (10-30 min)',
      'Classical (30+ min)',
    ])
    expect(OPPONENT_OPTIONS.map((o) => o.value)).toEqual(['aggressive', 'solid', 'mixed'])
  })

  it('echoes the answers in the why-it-fits list, and names the opening in the next steps', () => {
    const labels = {
      ratingLevel: optionLabel(RATING_LEVEL_OPTIONS, 'intermediate'),
      studyTime: optionLabel(STUDY_TIME_OPTIONS, 'slow'),
      openingStyle: optionLabel(OPENING_STYLE_OPTIONS, 'positional'),
      playFormat: optionLabel(PLAY_FORMAT_OPTIONS, 'rapid'),
      opponentStrategy: optionLabel(OPPONENT_OPTIONS, 'solid'),
    }
    expect(whyItFits(labels)).toEqual([
      'Suits your rating level: Intermediate (1200-1800).',
      'Matches your positional playing style.',
      'Fits your study time: Slow (5+ hours) to learn its main ideas.',
      'Works well in your favourite format: Rapid (10-30 min).',
      'A good practical choice against solid opponents.',
    ])
    expect(nextSteps('Slav')[0]).toContain('Slav')
    expect(optionLabel(OPPONENT_OPTIONS, 'unknown')).toBe('unknown')
  })
})
