import { useEffect } from 'react'
import type { AnyStateMachine, ActorOptions, InputFrom } from 'xstate'
import { loadXState } from '../../startup/chart'
import { useMachineToasts, type ToastExtra } from '../../ui/toasts'
import { inspect } from '../../services/inspector'
import { prepareProofsOnFirstUse } from './prepare-proofs'

/**
 * What every form that saves a lead adds to its chart, the one place it gets its save from. A flow's
 * hook (`use-<flow>.ts`) runs its chart with `useChart` itself, as every chart runs:
 *
 *   const chart = useChart(LOAD, leadChartOptions(input))   // LOAD = withLeadSave(load), module level
 *   useLeadForm(chart)
 *
 * `withLeadSave(load)`: `load` resolves to the chart with its other browser effects provided
 * (reload, storage, ...); its `saveLead` actor is provided here, going through the form's own lead
 * delivery (lead-save-logic.ts). `leadChartOptions`: the input, and the Stately inspector in
 * development (`?inspect`). `useLeadForm`: the chart's toasts are shown (the listener is attached
 * before the chart starts, so a submit queued before it is heard too) and the proof of work starts
 * on the first use of a form. Like every chart, it loads after hydration (src/startup/chart.ts).
 */
export const withLeadSave =
  <TMachine extends AnyStateMachine>(load: () => Promise<TMachine>) =>
  () =>
    Promise.all([load(), import('./lead-save-logic'), loadXState()]).then(
      ([machine, logic, { fromPromise }]) => logic.withLeadSave(machine, fromPromise),
    )

/** The chart's input, with the inspector (development only). */
export const leadChartOptions = <TMachine extends AnyStateMachine>(
  input: InputFrom<TMachine>,
): ActorOptions<TMachine> => ({ input, inspect }) as ActorOptions<TMachine>

/** The toasts of a lead chart and the proof of work's head start (see above). */
export function useLeadForm(
  chart: Parameters<typeof useMachineToasts>[0],
  /** Added under the success toast (kept the same between renders). */
  successExtra?: ToastExtra,
): void {
  useEffect(prepareProofsOnFirstUse, [])
  useMachineToasts(chart, successExtra)
}
