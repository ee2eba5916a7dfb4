import type { LeadTable } from '../src/domain/leads'
import type { LeadSaveInput } from './lead-save'
import type { ToastParams } from './toast'
import { leadSaveStep } from './lead-save-step'

/**
 * The e-mail step every quiz ends with, written once: the `email` and `submitting` states a quiz
 * chart spreads into its `states` (the level quiz, the improved level quiz, the knowledge quiz).
 *
 *   email.idle --form.submit, a check fails--> email.idle (or the check's own target) + its toast
 *              --form.submit, every check passes--> submitting
 *   submitting (leadSaveStep) --saved--> result (+ the success toast, if any)
 *              --error answer / network error / saveTimeout--> email.failed + saveFailed
 *   email.failed --form.submit--> (the same checks, then submitting again)
 *
 * The events are the same in every quiz: `form.change` (the typed fields, kept by the chart's
 * `change` action) and `form.submit` (the submitted fields, kept by its `submitted` action, whether
 * a check passes or not). The checks are the chart's own guards (`emailGuards` of lead-save.ts for
 * an e-mail only, a chart's own for a name and an e-mail), tried in order. The save goes through the
 * chart's `saveLead` actor with the row `row` builds: the save step every lead chart shares
 * (lead-save-step.ts), whose `saveFailed` action shows the quiz's failure toast. A chart using this
 * names, in its `setup()`: the `toast` and `saveFailed` actions, the `change` and `submitted`
 * actions, the checks' guards, `isSaveFailed`, the `saveLead` actor and the `saveTimeout` delay; its tags include `busy` and `error`, and it has a
 * `result` state (and any target a check names).
 *
 * Plain config, typed by the names it is given: the chart's `setup()` checks every name, so a typo
 * or a missing implementation is a type error in the chart, as if the states were written there.
 */
export interface EmailStepOptions<
  TChange extends string,
  TSubmitted extends string,
  TGuard extends string,
  TTarget extends string,
  TContext,
  TTable extends LeadTable,
> {
  /** What each state shows, as the chart's inventory (`npm run charts`) says it. */
  descriptions: { email: string; idle: string; failed: string; submitting: string }
  /** The action that keeps a typed field (`form.change`). */
  change: TChange
  /** The action that keeps the submitted fields (`form.submit`). */
  submitted: TSubmitted
  /** Tried in order on `form.submit`: the first guard that holds shows its toast and stays (or goes to `target`). */
  checks: ReadonlyArray<{ guard: TGuard; toast: ToastParams; target?: TTarget }>
  /** The table and the row to save, from the chart's context. */
  row: (context: TContext) => LeadSaveInput<TTable>
  /** The toast of a saved row, if the quiz shows one. */
  saved?: ToastParams
}

/** The `email` and `submitting` states (see above), to spread into a chart's `states`. */
export function emailStep<
  const TChange extends string,
  const TSubmitted extends string,
  const TGuard extends string,
  TContext,
  TTable extends LeadTable,
  const TTarget extends string = never,
>(options: EmailStepOptions<TChange, TSubmitted, TGuard, TTarget, TContext, TTable>) {
  const toast = (params: ToastParams) => ({ type: 'toast' as const, params })
  return {
    email: {
      description: options.descriptions.email,
      initial: 'idle' as const,
      on: {
        'form.change': { actions: { type: options.change } },
        'form.submit': [
          ...options.checks.map((check) => ({
            guard: { type: check.guard },
            target: check.target ?? ('.idle' as const),
            actions: [{ type: options.submitted }, toast(check.toast)],
          })),
          { target: 'submitting' as const, actions: { type: options.submitted } },
        ],
      },
      states: {
        idle: { description: options.descriptions.idle },
        failed: { description: options.descriptions.failed, tags: ['error' as const] },
      },
    },
    submitting: leadSaveStep({
      description: options.descriptions.submitting,
      row: options.row,
      failed: 'email.failed',
      saved: options.saved
        ? { target: 'result' as const, actions: toast(options.saved) }
        : { target: 'result' as const },
    }),
  }
}
