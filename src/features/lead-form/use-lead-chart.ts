import { useEffect, useState } from 'react'
import type { AnyStateMachine, InputFrom } from 'xstate'
import { loadXState, useChart } from '../../startup/chart'
import { useMachineToasts, type ToastExtra } from '../../ui/toasts'
import { inspect } from '../../services/inspector'
import { prepareProofsOnFirstUse } from './prepare-proofs'

/**
 * `useChart` for a chart that saves a lead: the one place every form that writes gets its save
 * from. `load` resolves to the chart with its other browser effects provided (reload, storage,
 * ...); the chart's `saveLead` actor is provided here, going through the form's own lead delivery
 * (`withLeadSave`); the chart's toasts are shown (the listener is attached before the chart starts,
 * so a submit queued before it is heard too); the Stately inspector is attached in development
 * (`?inspect`). Like every chart, it loads after hydration (src/startup/chart.ts).
 */
export function useLeadChart<TMachine extends AnyStateMachine>(
  load: () => Promise<TMachine>,
  input: InputFrom<TMachine>,
  /** Added under the success toast (kept the same between renders). */
  successExtra?: ToastExtra,
) {
  const [loadWithSave] = useState(
    () => () =>
      Promise.all([load(), import('./lead-save-logic'), loadXState()]).then(
        ([machine, { withLeadSave }, { fromPromise }]) => withLeadSave(machine, fromPromise),
      ),
  )
  useEffect(prepareProofsOnFirstUse, [])
  const chart = useChart(loadWithSave, { input, inspect })
  useMachineToasts(chart, successExtra)
  return { chart }
}
