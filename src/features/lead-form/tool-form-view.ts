import { useState } from 'react'
import type { ToolAnswers, ToolFormMachine } from '../../../machines/tool-form.machine'
import {
  BUSY_BEFORE,
  RESULT_BEFORE,
  selectAnswers,
  selectBusy,
  selectMailWithheld,
  selectSavedResult,
} from '../../../machines/tool-form.selectors'
import { useChartSelector, type Chart } from '../../startup/chart'

/**
 * What a tool page (the study plan, the opening recommender) renders of its running chart, and how
 * it talks to it: the flow's hook runs the chart (`use-study-plan.ts`, `use-opening-recommender.ts`)
 * and hands it here. `A` and `R`, the tool's answers and result, are the chart's, so the answers and
 * the result read from it are typed as the tool made them.
 *
 * Until the chart runs (it loads after hydration, src/startup/chart.ts), the form shows what the
 * visitor chose and typed (every change is queued for the chart, which starts from the same empty
 * answers and so ends up with the same).
 */
export function useToolFormView<A extends ToolAnswers, R>(
  chart: Chart<ToolFormMachine<A, R>>,
  empty: A,
) {
  const [typed, setTyped] = useState<A>(empty)
  return {
    answers: useChartSelector(chart, selectAnswers<A, R>, typed),
    busy: useChartSelector(chart, selectBusy<A, R>, BUSY_BEFORE),
    result: useChartSelector(chart, selectSavedResult<A, R>, RESULT_BEFORE),
    mailWithheld: useChartSelector(chart, selectMailWithheld<A, R>, false),
    change: (field: keyof A & string, value: string) => {
      if (!chart.actor) setTyped((answers) => ({ ...answers, [field]: value }))
      chart.send({ type: 'form.change', field, value })
    },
    submit: (answers: A) => chart.send({ type: 'form.submit', answers }),
    retake: () => chart.send({ type: 'result.retake' }),
  }
}
