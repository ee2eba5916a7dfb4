import * as level from '../../../machines/level-quiz.selectors'
import {
  IMPROVED_QUIZ_FIRST_QUESTION,
  LEVEL_QUESTION_BANK,
  LEVEL_QUIZ_FIRST_QUESTION,
  LEVEL_QUIZ_QUESTION_COUNT,
} from '../../content/level-quiz'
import type { LevelQuestion } from '../../domain/quiz'
import { timing } from '../../services/experiments'
import { useChart, useChartSelector } from '../../startup/chart'
import { leadChartOptions, useLeadForm, withLeadSave } from '../lead-form/lead-chart'

/**
 * The level quiz family's charts with the browser's effects (the save through the shared lead
 * form, src/features/lead-form): what a level quiz view renders, and how it talks to its chart.
 * The chart loads after hydration (src/startup/chart.ts); until it runs, the quiz shows its first
 * question (the one the page was prerendered with), and an answer given in between is queued.
 */

/** Which quiz of the family: the level quiz, or the improved level quiz. */
export type LevelQuizKind = 'level' | 'improved'

const input = (first: string) => ({
  bank: LEVEL_QUESTION_BANK,
  count: LEVEL_QUIZ_QUESTION_COUNT,
  first,
})
const INPUT = {
  level: input(LEVEL_QUIZ_FIRST_QUESTION),
  improved: input(IMPROVED_QUIZ_FIRST_QUESTION),
}
const BEFORE = {
  level: level.levelQuizBefore(INPUT.level),
  improved: level.levelQuizBefore(INPUT.improved),
}

const load = {
  level: withLeadSave(() =>
    import('../../../machines/level-quiz.machine').then(({ levelQuizMachine }) =>
      // The visitor's auto-advance pause (an experiment may vary it), chosen before the chart starts.
      levelQuizMachine.provide({
        delays: { autoAdvance: timing('LEVEL_QUIZ_AUTO_ADVANCE_MS') },
      }),
    ),
  ),
  improved: withLeadSave(() =>
    import('../../../machines/level-quiz.machine').then(
      (module) => module.improvedLevelQuizMachine,
    ),
  ),
}

/**
 * A level quiz: /chess-level-quiz and /chess-level (`level`), /find-your-level and
 * /improved-chess-level-quiz (`improved`); a new set of questions on every visit.
 */
export function useLevelQuiz(kind: LevelQuizKind) {
  const chart = useChart(load[kind], leadChartOptions({ ...INPUT[kind], random: Math.random }))
  useLeadForm(chart)
  const before = BEFORE[kind]
  return {
    step: useChartSelector(chart, level.selectStep, before.step),
    question: useChartSelector(chart, level.selectQuestion, before.question) as LevelQuestion,
    total: useChartSelector(chart, level.selectTotal, before.total),
    questions: useChartSelector(chart, level.selectQuestions, before.questions) as LevelQuestion[],
    current: useChartSelector(chart, level.selectCurrent, before.current),
    chosen: useChartSelector(chart, level.selectChosen, before.chosen),
    canGoOn: useChartSelector(chart, level.selectCanGoOn, before.canGoOn),
    marks: useChartSelector(chart, level.selectMarks, before.marks),
    email: useChartSelector(chart, level.selectEmail, before.email),
    busy: useChartSelector(chart, level.selectBusy, before.busy),
    answer: (index: number) => chart.send({ type: 'quiz.answer', index }),
    next: () => chart.send({ type: 'quiz.next' }),
    change: (value: string) => chart.send({ type: 'form.change', value }),
    submit: (email: string) => chart.send({ type: 'form.submit', email }),
  }
}
