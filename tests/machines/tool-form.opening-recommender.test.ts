/**
 * The tool form chart configured as the opening recommender (machines/tool-form.tools.ts), path by path
 * (tests/machines/tool-form-model.ts): five choices and an e-mail, the opening drawn with injected
 * randomness; and the draw kept for a retry.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LeadSaveInput } from '../../machines/lead-save'
import { toolFormChart, type ToolTable } from '../../machines/tool-form.machine'
import { openingTool } from '../../machines/tool-form.tools'
import { QUIZ_MESSAGES } from '../../src/content/messages'
import { OPENING_CATALOGUE } from '../../src/content/openings'
import type { SaveOutcome } from '../../src/domain/leads'
import { OPENING_FIELDS, type OpeningAnswers } from '../../src/domain/opening'
import { describeToolFormChart } from './tool-form-model'

const COMPLETE: OpeningAnswers = {
  ratingLevel: 'intermediate',
  studyTime: 'slow',
  openingStyle: 'positional',
  playFormat: 'rapid',
  opponentStrategy: 'solid',
  email: ' Ann@Example.COM ',
}

describeToolFormChart({
  name: 'opening recommender chart',
  chart: 'toolForm/openingRecommender',
  // The injected randomness: 0.5 picks the second of the cell's three openings.
  tool: openingTool(OPENING_CATALOGUE, () => 0.5),
  complete: COMPLETE,
  fields: OPENING_FIELDS,
  blank: 'email',
  // The clean e-mail, the answers, the opening.
  lead: {
    table: 'opening_recommender',
    row: {
      email: 'ann@example.com',
      rating_level: 'intermediate',
      study_time: 'slow',
      opening_style: 'positional',
      play_format: 'rapid',
      opponent_strategy: 'solid',
      recommended_opening: 'Slav',
    },
  },
  result: 'Slav',
  change: { field: 'playFormat', value: 'blitz' },
  missing: QUIZ_MESSAGES.openingMissing,
  failed: QUIZ_MESSAGES.openingFailed,
})

describe('opening recommender chart: the draw', () => {
  it('a retry after a failed save sends the opening it picked first; new answers pick again', async () => {
    const draws = [0, 0.5, 0.9]
    const rows: LeadSaveInput<'opening_recommender'>['row'][] = []
    const tool = openingTool(OPENING_CATALOGUE, () => draws.shift() ?? 0)
    const actor = createActor(
      toolFormChart(tool).provide({
        actors: {
          saveLead: fromPromise<SaveOutcome, LeadSaveInput<ToolTable>>(async ({ input }) => {
            if (input.table === 'opening_recommender') rows.push(input.row)
            return { status: 'error', message: null }
          }),
        },
      }),
      { input: tool.input },
    ).start()
    const settled = () => waitFor(actor, (s) => s.matches('form'))
    actor.send({ type: 'form.submit', answers: COMPLETE })
    await settled()
    actor.send({ type: 'form.submit', answers: { ...COMPLETE, email: 'other@example.com' } })
    await settled()
    actor.send({ type: 'form.submit', answers: { ...COMPLETE, ratingLevel: 'advanced' } })
    await settled()
    expect(rows.map((r) => r.recommended_opening)).toEqual([
      "Queen's Indian",
      "Queen's Indian",
      'Nimzo-Indian Classical',
    ])
  })
})
