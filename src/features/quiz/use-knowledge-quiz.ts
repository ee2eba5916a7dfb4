import {
  KNOWLEDGE_QUIZ_BEFORE,
  selectBusy,
  selectChosen,
  selectCurrent,
  selectDetails,
  selectMarks,
  selectStep,
} from '../../../machines/knowledge-quiz.selectors'
import { useChart, useChartSelector } from '../../startup/chart'
import { KNOWLEDGE_QUESTIONS } from '../../content/knowledge-quiz'
import { leadChartOptions, useLeadForm, withLeadSave } from '../lead-form/lead-chart'

const loadKnowledgeQuiz = withLeadSave(() =>
  import('../../../machines/knowledge-quiz.machine').then((module) => module.knowledgeQuizMachine),
)

const INPUT = { questions: KNOWLEDGE_QUESTIONS }

/**
 * The knowledge quiz (/quiz) with the browser's effects (the save through the shared lead form,
 * src/features/lead-form): what the quiz view renders, and how it talks to its chart. The chart
 * loads after hydration (src/startup/chart.ts); until it runs, the quiz shows its first
 * question, and an answer given in between is queued for it.
 */
export function useKnowledgeQuiz() {
  const chart = useChart(loadKnowledgeQuiz, leadChartOptions(INPUT))
  useLeadForm(chart)
  return {
    step: useChartSelector(chart, selectStep, KNOWLEDGE_QUIZ_BEFORE.step),
    current: useChartSelector(chart, selectCurrent, KNOWLEDGE_QUIZ_BEFORE.current),
    chosen: useChartSelector(chart, selectChosen, KNOWLEDGE_QUIZ_BEFORE.chosen),
    marks: useChartSelector(chart, selectMarks, KNOWLEDGE_QUIZ_BEFORE.marks),
    details: useChartSelector(chart, selectDetails, KNOWLEDGE_QUIZ_BEFORE.details),
    busy: useChartSelector(chart, selectBusy, KNOWLEDGE_QUIZ_BEFORE.busy),
    answer: (index: number) => chart.send({ type: 'quiz.answer', index }),
    next: () => chart.send({ type: 'quiz.next' }),
    change: (field: 'age' | 'name' | 'email', value: string) =>
      chart.send({ type: 'form.change', field, value }),
    submit: (details: { age: string; name: string; email: string }) =>
      chart.send({ type: 'form.submit', ...details }),
  }
}
