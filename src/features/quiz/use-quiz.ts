import { useState } from 'react'
import { useSelector } from '@xstate/react'
import { improvedLevelQuizMachine } from '../../../machines/improved-level-quiz.machine'
import * as improved from '../../../machines/improved-level-quiz.selectors'
import { levelQuizMachine } from '../../../machines/level-quiz.machine'
import * as level from '../../../machines/level-quiz.selectors'
import {
  IMPROVED_QUIZ_FIRST_QUESTION,
  LEVEL_QUESTION_BANK,
  LEVEL_QUIZ_FIRST_QUESTION,
  LEVEL_QUIZ_QUESTION_COUNT,
} from '../../content/level-quiz'
import type { LevelQuestion } from '../../domain/quiz'
import { timing } from '../../services/experiments'
import { useLeadForm } from '../lead-form/use-lead-form'

/**
 * The two level quiz charts with the browser's effects (the save through the shared lead form,
 * src/features/lead-form): what each quiz view renders, and how it talks to its chart. Their
 * questions are drawn when the chart starts, so the page hydrates with it running; the knowledge
 * quiz's chart loads after hydration (use-knowledge-quiz.ts).
 */

/** The level quiz (/chess-level-quiz and /chess-level): a new set of questions on every visit. */
export function useLevelQuiz() {
  // The visitor's auto-advance pause (an experiment may vary it), chosen before the chart starts.
  const [machine] = useState(() =>
    levelQuizMachine.provide({
      delays: { autoAdvance: timing('LEVEL_QUIZ_AUTO_ADVANCE_MS') },
    }),
  )
  const { actor } = useLeadForm(machine, {
    bank: LEVEL_QUESTION_BANK,
    random: Math.random,
    count: LEVEL_QUIZ_QUESTION_COUNT,
    first: LEVEL_QUIZ_FIRST_QUESTION,
  })
  return {
    step: useSelector(actor, level.selectStep),
    questions: useSelector(actor, level.selectQuestions) as LevelQuestion[],
    current: useSelector(actor, level.selectCurrent),
    chosen: useSelector(actor, level.selectChosen),
    marks: useSelector(actor, level.selectMarks),
    email: useSelector(actor, level.selectEmail),
    busy: useSelector(actor, level.selectBusy),
    answer: (index: number) => actor.send({ type: 'quiz.answer', index }),
    change: (value: string) => actor.send({ type: 'form.change', value }),
    submit: (email: string) => actor.send({ type: 'form.submit', email }),
  }
}

/** The improved level quiz (/find-your-level and /improved-chess-level-quiz). */
export function useImprovedLevelQuiz() {
  const { actor } = useLeadForm(improvedLevelQuizMachine, {
    bank: LEVEL_QUESTION_BANK,
    random: Math.random,
    count: LEVEL_QUIZ_QUESTION_COUNT,
    first: IMPROVED_QUIZ_FIRST_QUESTION,
  })
  return {
    step: useSelector(actor, improved.selectStep),
    questions: useSelector(actor, improved.selectQuestions) as LevelQuestion[],
    current: useSelector(actor, improved.selectCurrent),
    chosen: useSelector(actor, improved.selectChosen),
    canGoOn: useSelector(actor, improved.selectCanGoOn),
    marks: useSelector(actor, improved.selectMarks),
    email: useSelector(actor, improved.selectEmail),
    busy: useSelector(actor, improved.selectBusy),
    answer: (index: number) => actor.send({ type: 'quiz.answer', index }),
    next: () => actor.send({ type: 'quiz.next' }),
    change: (value: string) => actor.send({ type: 'form.change', value }),
    submit: (email: string) => actor.send({ type: 'form.submit', email }),
  }
}
