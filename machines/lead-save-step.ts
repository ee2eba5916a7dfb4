import type { LeadTable, SaveOutcome } from '../src/domain/leads'
import { errorMessage, isRefusedForGood, type LeadSaveInput } from './lead-save'

/**
 * The save step of every chart that saves a lead, written once: the state a chart names
 * `submitting` (subscribe, the style quiz, the tool form and, through `emailStep`, the three
 * quizzes).
 *
 *   submitting --saved--> `saved.target` (+ `saved.actions`)
 *              --an answer of `answers` (e.g. duplicate)--> its own target
 *              --error answer--> `failed` + saveFailed { cause: 'answered' }
 *              --network error (the save threw)--> `failed` + saveFailed { cause: 'threw' }
 *              --no answer after `saveTimeout`--> `failed` + saveFailed { cause: 'timeout' }
 *
 * Every chart gets the same events (the `saveLead` actor's answer, its error, the `saveTimeout`
 * delay), the same failure guard (`isSaveFailed`, saveOutcomeGuards of lead-save.ts) and the same
 * failure action, `saveFailed`, with a `SaveFailure` as params. What a failure does is the chart's
 * `saveFailed` implementation, its one difference: a toast (subscribe, the tools, the quizzes) or
 * a log line and the outbox (the style quiz, whose result shows anyway, spec §8). While the step
 * runs no form event is handled, so a double click stores one row.
 *
 * A chart using this names, in its `setup()`: the `saveLead` actor, the `saveTimeout` delay
 * (`leadSaveDelays`), the `isSaveFailed` guard and the `saveFailed` action; its tags include `busy`.
 */
export interface SaveFailure {
  /** How the save failed: an error answer, no answer at all (it threw), or the time limit. */
  cause: 'answered' | 'threw' | 'timeout'
  /** What the server or the network said, for the console ('' when nothing). */
  reason: string
  /** The server refused the row for a broken rule: sending it again cannot help. */
  refusedForGood: boolean
}

const failure = <TFailed extends string, P>(target: TFailed, params: P) => ({
  target,
  actions: { type: 'saveFailed' as const, params },
})

/** The `submitting` state (see above), as a chart's `states.submitting`. */
export function leadSaveStep<
  TContext,
  TTable extends LeadTable,
  const TFailed extends string,
  const TSaved extends { target: string; actions?: unknown },
  const TAnswers extends readonly unknown[] = [],
>(options: {
  /** What the state shows, as the chart's inventory (`npm run charts`) says it. */
  description: string
  /** The table and the row to save, from the chart's context. */
  row: (context: TContext) => LeadSaveInput<TTable>
  /** Where a failed save goes (its typed values stay in context). */
  failed: TFailed
  /** Where a stored row goes, and what it does there. */
  saved: TSaved
  /** Answers handled before the failure check (subscribe's duplicate). */
  answers?: TAnswers
}) {
  return {
    description: options.description,
    tags: ['busy' as const],
    invoke: {
      id: 'saveLead' as const,
      src: 'saveLead' as const,
      input: ({ context }: { context: TContext }) => options.row(context),
      onDone: [
        ...((options.answers ?? []) as TAnswers),
        {
          guard: {
            type: 'isSaveFailed' as const,
            params: ({ event }: { event: { output: SaveOutcome } }) => ({ outcome: event.output }),
          },
          ...failure(
            options.failed,
            ({ event }: { event: { output: SaveOutcome } }): SaveFailure => ({
              cause: 'answered',
              reason: errorMessage(event.output) ?? '',
              refusedForGood: isRefusedForGood(event.output),
            }),
          ),
        },
        options.saved,
      ],
      onError: failure(options.failed, ({ event }: { event: { error: unknown } }): SaveFailure => ({
        cause: 'threw',
        reason: String(event.error),
        refusedForGood: false,
      })),
    },
    after: {
      saveTimeout: failure(options.failed, {
        cause: 'timeout',
        reason: 'no answer within the time limit',
        refusedForGood: false,
      } satisfies SaveFailure),
    },
  }
}
