import { useEffect, useState } from 'react'
import type { AnyStateMachine, InputFrom } from 'xstate'
import { useChart } from '../../components/deferred-chart'
import { useMachineToasts, type ToastExtra } from '../../ui/toasts'
import { inspect } from '../../services/inspector'
import { prepareProofsOnFirstUse } from './prepare-proofs'

/**
 * `useLeadForm` for a chart that loads after hydration (src/components/deferred-chart.ts): the
 * sign-up forms, which every page has. `load` resolves to the chart with its other browser effects
 * provided; the save is provided here, as `useLeadForm` does, and the chart's toasts are shown
 * (the listener is attached before the chart starts, so a submit queued before it is heard too).
 */
export function useLeadChart<TMachine extends AnyStateMachine>(
  load: () => Promise<TMachine>,
  input: InputFrom<TMachine>,
  /** Added under the success toast (kept the same between renders). */
  successExtra?: ToastExtra,
) {
  const [loadWithSave] = useState(
    () => () =>
      Promise.all([load(), import('./lead-save-logic')]).then(([machine, { withLeadSave }]) =>
        withLeadSave(machine),
      ),
  )
  useEffect(prepareProofsOnFirstUse, [])
  const chart = useChart(loadWithSave, { input, inspect })
  useMachineToasts(chart, successExtra)
  return { chart }
}
