/**
 * What a path must do, written from the product spec rather than read from the chart.
 *
 * Replaying a path and reaching the state `xstate/graph` predicted cannot fail for a synchronous
 * chart: the graph and the actor are the same chart. So each model test also keeps a small
 * reference model of the spec: what the visitor sees (`view` of a snapshot: the step, the typed
 * values, busy, ...) and how each event changes it (`expected`: from the view before the path's
 * last step, the spec's answer to that step, its toasts included). The replayed actor's view after
 * the step, with the toasts it emitted, must equal it: one assertion on every path, none inside an
 * `if`. The rows a path saves are compared the same way (`FakeActors` records what the backend
 * received). A changed toast text, a guard that lets a blank e-mail through or a row missing a
 * field fails here, whatever the chart says of itself.
 */
import { expect } from 'vitest'
import type { ToastParams } from '../../machines/toast'

/** The toasts among what a step emitted, as the spec's texts (type dropped). */
export function toastsOf(emitted: ReadonlyArray<{ type: string } & Record<string, unknown>>) {
  return emitted
    .filter((event) => event.type === 'toast')
    .map(({ type: _type, ...toast }) => toast as unknown as ToastParams)
}

/** The replayed path's outcome equals what the spec says of it. */
export function expectOutcome<T>(pathName: string, observed: T, expected: T): void {
  expect(observed, `${pathName}: the outcome the spec gives`).toEqual(expected)
}

/** An event the spec table has no entry for: the table is incomplete, not the chart. */
export function noExpectation(event: { type: string }): never {
  throw new Error(`The spec table has no expectation for ${event.type}`)
}
