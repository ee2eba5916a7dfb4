import * as improved from '../../../machines/improved-level-quiz.selectors'
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
 * The two level quiz charts with the browser's effects (the save through the shared lead form,
 * src/features/lead-form): what each quiz view renders, and how it talks to its chart. Each chart
 * loads after hydration (src/startup/chart.ts); until it runs, the quiz shows its first question
 * (the one the page was prerendered with), and an answer given in between is queued for it.
 */

const LEVEL_INPUT = {
  bank: LEVEL_QUESTION_BANK,
  count: LEVEL_QUIZ_QUESTION_COUNT,
  first: LEVEL_QUIZ_FIRST_QUESTION,
}
const LEVEL_BEFORE = level.levelQuizBefore(LEVEL_INPUT)

const loadLevel = withLeadSave(() =>
  import('../../../machines/level-quiz.machine').then(({ levelQuizMachine }) =>
    // The visitor's auto-advance pause (an experiment may vary it), chosen before the chart starts.
    levelQuizMachine.provide({
      delays: { autoAdvance: timing('LEVEL_QUIZ_AUTO_ADVANCE_MS') },
    }),
  ),
)

/** The level quiz (/chess-level-quiz and /chess-level): a new set of questions on every visit. */
export function useLevelQuiz() {
  const chart = useChart(loadLevel, leadChartOptions({ ...LEVEL_INPUT, random: Math.random }))
  useLeadForm(chart)
  return {
    step: useChartSelector(chart, level.selectStep, LEVEL_BEFORE.step),
    question: useChartSelector(chart, level.selectQuestion, LEVEL_BEFORE.question) as LevelQuestion,
    total: useChartSelector(chart, level.selectTotal, LEVEL_BEFORE.total),
    questions: useChartSelector(
      chart,
      level.selectQuestions,
      LEVEL_BEFORE.questions,
    ) as LevelQuestion[],
    current: useChartSelector(chart, level.selectCurrent, LEVEL_BEFORE.current),
    chosen: useChartSelector(chart, level.selectChosen, LEVEL_BEFORE.chosen),
    marks: useChartSelector(chart, level.selectMarks, LEVEL_BEFORE.marks),
    email: useChartSelector(chart, level.selectEmail, LEVEL_BEFORE.email),
    busy: useChartSelector(chart, level.selectBusy, LEVEL_BEFORE.busy),
    answer: (index: number) => chart.send({ type: 'quiz.answer', index }),
    change: (value: string) => chart.send({ type: 'form.change', value }),
    submit: (email: string) => chart.send({ type: 'form.submit', email }),
  }
}

const IMPROVED_INPUT = {
  bank: LEVEL_QUESTION_BANK,
  count: LEVEL_QUIZ_QUESTION_COUNT,
  first: IMPROVED_QUIZ_FIRST_QUESTION,
}
const IMPROVED_BEFORE = improved.improvedLevelQuizBefore(IMPROVED_INPUT)

const loadImproved = withLeadSave(() =>
  import('../../../machines/improved-level-quiz.machine').then(
    (module) => module.improvedLevelQuizMachine,
  ),
)

/** The improved level quiz (/find-your-level and /improved-chess-level-quiz). */
export function useImprovedLevelQuiz() {
  const chart = useChart(loadImproved, leadChartOptions({ ...IMPROVED_INPUT, random: Math.random }))
  useLeadForm(chart)
  return {
    step: useChartSelector(chart, improved.selectStep, IMPROVED_BEFORE.step),
    question: useChartSelector(
      chart,
      improved.selectQuestion,
      IMPROVED_BEFORE.question,
    ) as LevelQuestion,
    total: useChartSelector(chart, improved.selectTotal, IMPROVED_BEFORE.total),
    questions: useChartSelector(
      chart,
      improved.selectQuestions,
      IMPROVED_BEFORE.questions,
    ) as LevelQuestion[],
    current: useChartSelector(chart, improved.selectCurrent, IMPROVED_BEFORE.current),
    chosen: useChartSelector(chart, improved.selectChosen, IMPROVED_BEFORE.chosen),
    canGoOn: useChartSelector(chart, improved.selectCanGoOn, IMPROVED_BEFORE.canGoOn),
    marks: useChartSelector(chart, improved.selectMarks, IMPROVED_BEFORE.marks),
    email: useChartSelector(chart, improved.selectEmail, IMPROVED_BEFORE.email),
    busy: useChartSelector(chart, improved.selectBusy, IMPROVED_BEFORE.busy),
    answer: (index: number) => chart.send({ type: 'quiz.answer', index }),
    next: () => chart.send({ type: 'quiz.next' }),
    change: (value: string) => chart.send({ type: 'form.change', value }),
    submit: (email: string) => chart.send({ type: 'form.submit', email }),
  }
}
