import { useSelector } from '@xstate/react'
import {
  toolFormMachine,
  type ToolAnswers,
  type ToolFormInput,
} from '../../../machines/tool-form.machine'
import { selectAnswers, selectBusy, selectSavedResult } from '../../../machines/tool-form.selectors'
import { useLeadForm } from './use-lead-form'

/** The tool chart with its browser effect besides the save: 'Retake' / 'Retry' reloads the page. */
const browserToolMachine = toolFormMachine.provide({
  actions: { reload: () => window.location.reload() },
})

/**
 * Runs one tool form (the study plan, the opening recommender: `machines/tool-forms.ts`) with the
 * shared lead form: what to render, and how to talk to its chart. `A` and `R` are the tool's answers
 * and result, as its input was built.
 */
export function useToolForm<A extends ToolAnswers, R>(input: ToolFormInput) {
  const { actor } = useLeadForm(browserToolMachine, input)
  return {
    answers: useSelector(actor, selectAnswers) as A,
    busy: useSelector(actor, selectBusy),
    result: useSelector(actor, selectSavedResult) as R | null,
    change: (field: keyof A & string, value: string) =>
      actor.send({ type: 'form.change', field, value }),
    submit: (answers: A) => actor.send({ type: 'form.submit', answers }),
    retake: () => actor.send({ type: 'result.retake' }),
  }
}
