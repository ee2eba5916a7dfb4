import type { SnapshotFrom } from 'xstate'
import { markAnswer } from '../src/domain/quiz'
import type { knowledgeQuizMachine } from './knowledge-quiz.machine'

/** What the knowledge quiz page reads from its chart. */
export type KnowledgeQuizSnapshot = SnapshotFrom<typeof knowledgeQuizMachine>

/** The screen to show: a question, its feedback, the e-mail step (name and e-mail; also while saving), the result. */
export type KnowledgeQuizStep = 'question' | 'feedback' | 'email' | 'result'

export const selectStep = (s: KnowledgeQuizSnapshot): KnowledgeQuizStep => {
  if (s.matches({ quiz: 'answering' })) return 'question'
  if (s.matches({ quiz: 'feedback' })) return 'feedback'
  if (s.matches('result')) return 'result'
  return 'email'
}

/** Index of the question on screen (0-based). */
export const selectCurrent = (s: KnowledgeQuizSnapshot): number => s.context.current

/** The option chosen for the question on screen, or null before it is answered. */
export const selectChosen = (s: KnowledgeQuizSnapshot): number | null =>
  s.context.answers[s.context.current] ?? null

/** 1 or 0 for each question answered so far. */
export const selectMarks = (s: KnowledgeQuizSnapshot): Array<0 | 1> =>
  s.context.answers.map((a, i) => markAnswer(a, s.context.questions[i]!.correct))

/** The chosen age answer ('' before one is chosen), and the typed name and e-mail. */
export const selectDetails = (s: KnowledgeQuizSnapshot) => ({
  age: s.context.age,
  name: s.context.name,
  email: s.context.email,
})

/** The save is in flight: the form is disabled and its button shows the busy label. */
export const selectBusy = (s: KnowledgeQuizSnapshot): boolean => s.hasTag('busy')

/**
 * What each selector gives in the chart's initial state: what the quiz renders until its chart has
 * loaded (src/startup/chart.ts): the first question, nothing answered, no details.
 */
export const KNOWLEDGE_QUIZ_BEFORE = {
  step: 'question' as KnowledgeQuizStep,
  current: 0,
  chosen: null as number | null,
  marks: [] as Array<0 | 1>,
  details: { age: '', name: '', email: '' },
  busy: false,
}
