import { useState } from 'react'
import type { ToolAnswers, ToolFormInput } from '../../../machines/tool-form.machine'
import {
  BUSY_BEFORE,
  RESULT_BEFORE,
  selectAnswers,
  selectBusy,
  selectMailWithheld,
  selectSavedResult,
} from '../../../machines/tool-form.selectors'
import { useChartSelector } from '../../startup/chart'
import { useLeadChart } from './use-lead-chart'

/**
 * Runs one tool form (the study plan, the opening recommender: `machines/tool-form.tools.ts`) with the
 * shared lead form: what to render, and how to talk to its chart. `A` and `R`, the tool's answers
 * and result, come with its input: the chart is the tool's own (`toolFormChart<A, R>()`), so the
 * answers and the result read from it are typed as the tool made them.
 *
 * The chart loads after hydration (src/startup/chart.ts), as the sign-up forms' do: until it runs,
 * the form shows what the visitor chose and typed (every change is queued for the chart, which
 * starts from the same empty answers and so ends up with the same).
 */
export function useToolForm<A extends ToolAnswers, R>(input: ToolFormInput<A, R>) {
  // The tool's chart with its browser effect besides the save: 'Retake' / 'Retry' reloads the page.
  const [load] = useState(
    () => () =>
      import('../../../machines/tool-form.machine').then(({ toolFormChart }) =>
        toolFormChart<A, R>().provide({ actions: { reload: () => window.location.reload() } }),
      ),
  )
  const { chart } = useLeadChart(load, input)
  const [typed, setTyped] = useState<A>(input.empty)
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
