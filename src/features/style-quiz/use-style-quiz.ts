import {
  selectBusy,
  selectProgress,
  selectQuestion,
  selectResult,
  selectStep,
  selectAnswers,
  styleQuizBefore,
} from '../../../machines/style-quiz.selectors'
import { useChart, useChartSelector } from '../../startup/chart'
import { newLeadId } from '../../domain/leads'
import { leadChartOptions, useLeadForm, withLeadSave } from '../lead-form/lead-chart'
import { STYLE_QUIZ_INPUT } from './style-quiz-input'

/**
 * The style quiz chart with its browser effects besides the save (the shared lead form, whose
 * delivery keeps every lead it could not deliver, as for every form): the log line that is all the
 * visitor's failed save amounts to (spec §8: only logged; the result still shows), and the outbox
 * for a save that never answered. It loads after hydration (src/startup/chart.ts).
 */
const loadStyleQuiz = withLeadSave(() =>
  import('../../../machines/style-quiz.machine').then(({ styleQuizMachine }) =>
    styleQuizMachine.provide({
      actions: {
        // A save that threw or ran out of time: its delivery usually wrote the lead ahead already
        // (then it stays as it is: keeping it again would count one more attempt and put its next
        // try further off); this keeps a lead the delivery never got to.
        keepForLater: (_, { table, row }) => {
          void import('../../services/outbox').then(({ outbox }) => {
            if (!outbox.pending().some((entry) => entry.id === row.client_id))
              outbox.enqueue(table, row)
          })
        },
        logSaveFailure: (_, { reason, refusedForGood }) => {
          const detail = reason ? ` (${reason})` : ''
          console.warn(
            refusedForGood
              ? `Chess style quiz: the result was not saved${detail}; the server refused it, so it is not sent again.`
              : `Chess style quiz: the result was not saved${detail}; it is kept and will be sent again.`,
          )
        },
      },
    }),
  ),
)

const BEFORE = styleQuizBefore(STYLE_QUIZ_INPUT)

/**
 * Runs the style quiz: what to render, and how to talk to the chart. Until the chart runs, the quiz
 * shows its first question; an answer given in between is queued for the chart.
 */
export function useStyleQuiz() {
  const chart = useChart(loadStyleQuiz, leadChartOptions(STYLE_QUIZ_INPUT))
  useLeadForm(chart)
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
