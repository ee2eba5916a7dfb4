import {
  selectBusy,
  selectProgress,
  selectQuestion,
  selectResult,
  selectStep,
  selectAnswers,
  styleQuizBefore,
} from '../../../machines/style-quiz.selectors'
import { useChartSelector } from '../../components/deferred-chart'
import { newLeadId } from '../../domain/leads'
import { useLeadChart } from '../lead-form/use-lead-chart'
import { STYLE_QUIZ_INPUT } from './style-quiz-input'

/**
 * The style quiz chart with its browser effects besides the save (the shared lead form): the outbox
 * that keeps a failed or timed-out save for later delivery, and the log line that is all the
 * visitor's failed save amounts to (spec §8: only logged; the result still shows). It loads after
 * hydration (src/components/deferred-chart.ts).
 */
const loadStyleQuiz = () =>
  import('../../../machines/style-quiz.machine').then(({ styleQuizMachine }) =>
    styleQuizMachine.provide({
      actions: {
        // The outbox has loaded by then: the save itself went through it (lead-delivery.ts).
        keepForLater: (_, { table, row }) => {
          void import('../../services/outbox').then(({ outbox }) => outbox.enqueue(table, row))
        },
        logSaveFailure: (_, { reason }) => {
          console.warn(
            `Chess style quiz: the result was not saved${reason ? ` (${reason})` : ''}; it is kept and will be sent again.`,
          )
        },
      },
    }),
  )

const BEFORE = styleQuizBefore(STYLE_QUIZ_INPUT)

/**
 * Runs the style quiz: what to render, and how to talk to the chart. Until the chart runs, the quiz
 * shows its first question; an answer given in between is queued for the chart.
 */
export function useStyleQuiz() {
  const { chart } = useLeadChart(loadStyleQuiz, STYLE_QUIZ_INPUT)
  return {
    step: useChartSelector(chart, selectStep, BEFORE.step),
    current: useChartSelector(chart, selectQuestion, BEFORE.current),
    progress: useChartSelector(chart, selectProgress, BEFORE.progress),
    answers: useChartSelector(chart, selectAnswers, BEFORE.answers),
    result: useChartSelector(chart, selectResult, BEFORE.result),
    busy: useChartSelector(chart, selectBusy, BEFORE.busy),
    answer: (question: number, answer: number) =>
      chart.send({ type: 'quiz.answer', question, answer }),
    reveal: (email: string) => chart.send({ type: 'form.submit', email, leadId: newLeadId() }),
    retake: () => chart.send({ type: 'quiz.retake' }),
  }
}
