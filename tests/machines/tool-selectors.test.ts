/**
 * The named selectors of the study plan, opening recommender and Training Hub charts, tested alone:
 * built snapshots of every state, no actor run.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LeadSaveInput } from '../../machines/lead-save'
import type { SaveOutcome } from '../../src/domain/leads'
import type { ToolTable } from '../../machines/tool-form.machine'
import { toolFormChart, toolFormMachine } from '../../machines/tool-form.machine'
import * as tool from '../../machines/tool-form.selectors'
import { openingTool, studyPlanTool } from '../../machines/tool-form.tools'
import { trainingHubMachine } from '../../machines/training-hub.machine'
import * as hub from '../../machines/training-hub.selectors'
import { OPENING_CATALOGUE } from '../../src/content/openings'
import { STUDY_PLANS } from '../../src/content/study-plans'
import { TOOLS } from '../../src/content/tools'

const PLAN = STUDY_PLANS['Beginner']!['1-2']!
const planAnswers = {
  experience: 'Beginner',
  hoursPerWeek: '1-2',
  goal: 'Learn basics',
  ageGroup: 'Adult (18+)',
  name: 'Ann',
  email: 'ann@example.com',
}

describe('study plan selectors', () => {
  it.each([
    ['form', false, null],
    ['submitting', true, null],
    ['result', false, PLAN],
  ] as const)('%s: busy %s, saved plan %o', (value, busy, saved) => {
    const snapshot = toolFormMachine.resolveState({
      value,
      context: {
        ...studyPlanTool(STUDY_PLANS).input,
        answers: planAnswers,
        result: PLAN,
        lead: null,
        mailWithheld: false,
      },
    })
    expect(tool.selectBusy(snapshot)).toBe(busy)
    expect(tool.selectMailWithheld(snapshot)).toBe(false)
    expect(tool.selectSavedResult(snapshot)).toEqual(saved)
    expect(tool.selectAnswers(snapshot)).toEqual(planAnswers)
  })
})

describe('a result whose mail will not go', () => {
  it('is saved and says so: the save answered "stored, no mail"', async () => {
    const plan = studyPlanTool(STUDY_PLANS)
    const actor = createActor(
      toolFormChart(plan).provide({
        actors: {
          saveLead: fromPromise<SaveOutcome, LeadSaveInput<ToolTable>>(async () => ({
            status: 'success',
            mail: 'withheld',
          })),
        },
      }),
      { input: plan.input },
    ).start()
    actor.send({ type: 'form.submit', answers: planAnswers })
    const done = await waitFor(actor, (s) => s.hasTag('done'))
    expect(tool.selectMailWithheld(done)).toBe(true)
    expect(tool.selectSavedResult(done)).toEqual(PLAN)
  })
})

describe('opening recommender selectors', () => {
  const answers = {
    ratingLevel: 'beginner',
    studyTime: 'quick',
    openingStyle: 'positional',
    playFormat: 'blitz',
    opponentStrategy: 'mixed',
    email: 'ann@example.com',
  }
  it.each([
    ['form', false, null],
    ['submitting', true, null],
    ['result', false, 'Colle System'],
  ] as const)('%s: busy %s, saved opening %s', (value, busy, saved) => {
    const snapshot = toolFormMachine.resolveState({
      value,
      context: {
        ...openingTool(OPENING_CATALOGUE, () => 0).input,
        answers,
        result: 'Colle System',
        lead: null,
        mailWithheld: false,
      },
    })
    expect(tool.selectBusy(snapshot)).toBe(busy)
    expect(tool.selectSavedResult(snapshot)).toBe(saved)
    expect(tool.selectAnswers(snapshot)).toEqual(answers)
  })
})

describe('training hub selectors', () => {
  const context = (category: 'All' | 'Quizzes', query: string) => ({
    tools: TOOLS,
    category,
    query,
    initialTools: 6,
  })
  it.each([
    // state, category, query, visible, can show more, loading, featured
    ['collapsed', 'All', '', 6, true, false, 'Find Your Chess Level'],
    ['loadingMore', 'All', '', 6, false, true, 'Find Your Chess Level'],
    ['expanded', 'All', '', 7, false, false, 'Find Your Chess Level'],
    ['collapsed', 'All', 'chess', 3, false, false, null],
    ['collapsed', 'Quizzes', '', 3, false, false, null],
  ] as const)(
    '%s, %s, %j: %i tools, show more %s, loading %s, featured %s',
    (value, category, query, visible, canShowMore, loading, featured) => {
      const snapshot = trainingHubMachine.resolveState({ value, context: context(category, query) })
      expect(hub.selectVisibleTools(snapshot)).toHaveLength(visible)
      expect(hub.selectCanShowMore(snapshot)).toBe(canShowMore)
      expect(hub.selectLoadingMore(snapshot)).toBe(loading)
      expect(hub.selectFeatured(snapshot)?.title ?? null).toBe(featured)
    },
  )
})
