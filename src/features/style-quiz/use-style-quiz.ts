import { useSelector } from '@xstate/react'
import { styleQuizMachine, type StyleQuizInput } from '../../../machines/style-quiz.machine'
import {
  selectBusy,
  selectProgress,
  selectQuestion,
  selectResult,
  selectStep,
  selectAnswers,
} from '../../../machines/style-quiz.selectors'
import { CHESS_STYLES, STYLE_IDS, type StyleId } from '../../content/chess-styles'
import { STYLE_QUESTIONS } from '../../content/style-quiz'
import { newLeadId, outbox } from '../../services/outbox'
import { useLeadForm } from '../lead-form/use-lead-form'

/**
 * The style quiz chart with its browser effects besides the save (the shared lead form): the outbox
 * that keeps a failed or timed-out save for later delivery, and the log line that is all the
 * visitor's failed save amounts to (spec §8: only logged; the result still shows).
 */
const browserStyleQuizMachine = styleQuizMachine.provide({
  actions: {
    keepForLater: (_, { table, row }) => {
      outbox.enqueue(table, row)
    },
    logSaveFailure: (_, { reason }) => {
      console.warn(
        `Chess style quiz: the result was not saved${reason ? ` (${reason})` : ''}; it is kept and will be sent again.`,
      )
    },
  },
})

const INPUT: StyleQuizInput = {
  questions: STYLE_QUESTIONS,
  styleTitles: Object.fromEntries(STYLE_IDS.map((id) => [id, CHESS_STYLES[id].title])) as Record<
    StyleId,
    string
  >,
}

/** Runs the style quiz: what to render, and how to talk to the chart. */
export function useStyleQuiz() {
  const { actor } = useLeadForm(browserStyleQuizMachine, INPUT)
  return {
    step: useSelector(actor, selectStep),
    current: useSelector(actor, selectQuestion),
    progress: useSelector(actor, selectProgress),
    answers: useSelector(actor, selectAnswers),
    result: useSelector(actor, selectResult),
    busy: useSelector(actor, selectBusy),
    answer: (question: number, answer: number) =>
      actor.send({ type: 'quiz.answer', question, answer }),
    reveal: (email: string) => actor.send({ type: 'form.submit', email, leadId: newLeadId() }),
    retake: () => actor.send({ type: 'quiz.retake' }),
  }
}
