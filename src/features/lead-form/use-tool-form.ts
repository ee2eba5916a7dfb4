import { useState } from 'react'
import type { ToolAnswers, ToolFormInput } from '../../../machines/tool-form.machine'
import {
  BUSY_BEFORE,
  RESULT_BEFORE,
  selectAnswers,
  selectBusy,
  selectSavedResult,
} from '../../../machines/tool-form.selectors'
import { useChartSelector } from '../../components/deferred-chart'
import { useLeadChart } from './use-lead-chart'

/** The tool chart with its browser effect besides the save: 'Retake' / 'Retry' reloads the page. */
const loadToolChart = () =>
  import('../../../machines/tool-form.machine').then(({ toolFormMachine }) =>
    toolFormMachine.provide({ actions: { reload: () => window.location.reload() } }),
  )

/**
 * Runs one tool form (the study plan, the opening recommender: `machines/tool-forms.ts`) with the
 * shared lead form: what to render, and how to talk to its chart. `A` and `R` are the tool's answers
 * and result, as its input was built.
 *
 * The chart loads after hydration (src/components/deferred-chart.ts), as the sign-up forms' do: until
 * it runs, the form shows what the visitor chose and typed (every change is queued for the chart,
 * which starts from the same empty answers and so ends up with the same).
 */
export function useToolForm<A extends ToolAnswers, R>(input: ToolFormInput) {
  const { chart } = useLeadChart(loadToolChart, input)
  const [typed, setTyped] = useState<ToolAnswers>(input.empty)
  return {
    answers: useChartSelector(chart, selectAnswers, typed) as A,
    busy: useChartSelector(chart, selectBusy, BUSY_BEFORE),
    result: useChartSelector(chart, selectSavedResult, RESULT_BEFORE) as R | null,
    change: (field: keyof A & string, value: string) => {
      if (!chart.actor) setTyped((answers) => ({ ...answers, [field]: value }))
      chart.send({ type: 'form.change', field, value })
    },
    submit: (answers: A) => chart.send({ type: 'form.submit', answers }),
    retake: () => chart.send({ type: 'result.retake' }),
  }
}
