/**
 * The model-based test of the tool form chart (machines/tool-form.machine.ts), for one tool's
 * configuration (machines/tool-form.tools.ts), after tests/machines/subscribe.machine.test.ts: the
 * visitor's submits (complete, each answer missing, a blank required text) and changes, the backend's
 * answers (saved, an error with or without a message, a network failure, no answer in time), a second
 * submit while saving and Retake; one path per edge, replayed on a real actor with fake effects, each
 * compared with the outcome the spec gives (tests/machines/outcomes.ts).
 */
import { describe, expect, it } from 'vitest'
import { fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import type { LeadSaveInput } from '../../machines/lead-save'
import {
  toolFormChart,
  type Tool,
  type ToolAnswers,
  type ToolTable,
} from '../../machines/tool-form.machine'
import { selectAnswers, selectBusy, selectSavedResult } from '../../machines/tool-form.selectors'
import type { ToastParams } from '../../machines/toast'
import type { SaveOutcome } from '../../src/domain/leads'
import {
  answered,
  CoverageRecorder,
  edgeCoveringPaths,
  elapsed,
  expectFullCoverage,
  failed,
  FakeActors,
  replayAsync,
  type ModelEvent,
} from './model'
import { expectOutcome, noExpectation, toastsOf } from './outcomes'

type Machine = ReturnType<typeof toolFormChart<ToolAnswers, unknown>>
type Snapshot = SnapshotFrom<Machine>
type Event = ModelEvent<Machine>

const SAVE = 'saveLead'

export interface ToolFormModel<A extends ToolAnswers, R> {
  /** The describe block's name and the chart's name in the coverage report. */
  name: string
  chart: string
  /** The tool, as the page runs it (its data the chart's input, its functions the chart's). */
  tool: Tool<A, R>
  /** A complete answer set, as typed (spaces and capitals where the visitor may type them). */
  complete: A
  /** The answers every one of which is required (each left empty is its own refused submit). */
  fields: readonly (keyof A & string)[]
  /** A required text field typed as spaces only: refused like an empty one. */
  blank: keyof A & string
  /** The row the backend must receive for `complete`. */
  lead: LeadSaveInput<ToolTable>
  /**
   * More submits of the tool's own rules: each saves its `lead`, or, without one, is refused with
   * the 'missing' toast (e.g. the study plan for a child: no name asked, none stored).
   */
  others?: Record<string, { answers: A; lead?: LeadSaveInput<ToolTable> }>
  /** The result shown for `complete` once it is saved. */
  result: R
  /** A change the visitor makes to the form. */
  change: { field: keyof A & string; value: string }
  /** The spec's toasts: a submit with an answer missing, a failed save. */
  missing: { title: string; description: string }
  failed: { title: string; description: string }
}

/** Describes the chart for one tool: every edge-covering path, then full coverage. */
export function describeToolFormChart<A extends ToolAnswers, R>(model: ToolFormModel<A, R>) {
  const FAILED: ToastParams = { tone: 'error', ...model.failed }
  const MISSING: ToastParams = { tone: 'error', ...model.missing }

  /** Every submitted answer set, and the row it saves (else null: the 'missing' toast). */
  const submits: Record<string, { answers: A; lead: LeadSaveInput<ToolTable> | null }> = {
    complete: { answers: model.complete, lead: model.lead },
    ...Object.fromEntries(
      model.fields.map((field) => [
        `no ${field}`,
        { answers: { ...model.complete, [field]: '' }, lead: null },
      ]),
    ),
    [`blank ${model.blank}`]: {
      answers: { ...model.complete, [model.blank]: '   ' },
      lead: null,
    },
    ...Object.fromEntries(
      Object.entries(model.others ?? {}).map(([name, other]) => [
        name,
        { answers: other.answers, lead: other.lead ?? null },
      ]),
    ),
  }
  const submitEvents = Object.values(submits).map(({ answers }): Event => ({
    type: 'form.submit',
    answers,
  }))

  const afterAnswer: Record<string, { event: Event; saved: boolean }> = {
    saved: { event: answered<SaveOutcome>(SAVE, { status: 'success' }), saved: true },
    'server error with a message': {
      event: answered<SaveOutcome>(SAVE, { status: 'error', message: 'new row violates check' }),
      saved: false,
    },
    'server error without a message': {
      event: answered<SaveOutcome>(SAVE, { status: 'error', message: null }),
      saved: false,
    },
    'network error': { event: failed(SAVE, new TypeError('Failed to fetch')), saved: false },
    'no answer within the time limit': {
      event: elapsed('saveTimeout', 'toolForm.submitting'),
      saved: false,
    },
  }
  const timedOut = afterAnswer['no answer within the time limit']!.event

  const change: Event = { type: 'form.change', ...model.change }

  function eventsFor(snapshot: Snapshot): Event[] {
    if (snapshot.matches('submitting'))
      return [submitEvents[0]!, ...Object.values(afterAnswer).map((a) => a.event)]
    if (snapshot.matches('result')) return [{ type: 'result.retake' }]
    return [change, ...submitEvents]
  }

  /** Which submitted answer set the form holds (or that it is empty, or was changed since). */
  const answersLabel = (answers: unknown) => {
    const json = JSON.stringify(answers)
    return (
      Object.entries(submits).find(([, s]) => JSON.stringify(s.answers) === json)?.[0] ??
      (JSON.stringify(model.tool.input.empty) === json ? 'empty' : 'changed')
    )
  }
  const serializeState = (s: Snapshot) => JSON.stringify([s.value, answersLabel(s.context.answers)])

  /** What the visitor sees of the tool. */
  function view(s: Snapshot) {
    return {
      state: s.value as 'form' | 'submitting' | 'result',
      busy: selectBusy(s),
      answers: selectAnswers(s),
      result: selectSavedResult(s),
    }
  }
  type Outcome = ReturnType<typeof view> & { toasts: ToastParams[] }

  /** The spec's answer to the path's last step, from what the visitor saw before it. */
  function expected(last: Event, before: Snapshot): Outcome {
    const seen: Outcome = { ...view(before), toasts: [] }
    const answer = Object.values(afterAnswer).find((a) => a.event === last)
    // The result shows only after the save; a failure keeps every answer in the form.
    if (answer)
      return answer.saved
        ? { ...seen, state: 'result', busy: false, result: model.result }
        : { ...seen, state: 'form', busy: false, toasts: [FAILED] }
    switch (last.type) {
      case 'form.submit': {
        // While saving, a second submit is ignored (one row).
        if (seen.busy) return seen
        const rule = Object.values(submits).find((x) => x.answers === last.answers)!
        const saves = rule.lead !== null
        return {
          ...seen,
          state: saves ? 'submitting' : 'form',
          busy: saves,
          answers: last.answers,
          toasts: saves ? [] : [MISSING],
        }
      }
      case 'form.change':
        return { ...seen, answers: { ...seen.answers, [last.field]: last.value } }
      case 'result.retake':
        // Reloads the page (counted in the test); the chart itself stays on the result.
        return seen
      default:
        return noExpectation(last)
    }
  }

  const machine = toolFormChart(model.tool as unknown as Tool)
  const input = model.tool.input
  const recorder = new CoverageRecorder()
  const paths = edgeCoveringPaths(machine, { events: eventsFor, input, serializeState })

  describe(model.name, () => {
    it.each(paths.map((p) => [p.name, p] as const))('%s', async (_name, path) => {
      const fakes = new FakeActors()
      let reloads = 0
      const provided = machine.provide({
        actors: {
          saveLead: fromPromise<SaveOutcome, LeadSaveInput<ToolTable>>(fakes.logic(SAVE) as never),
        },
        actions: { reload: () => void reloads++ },
      })
      const { actor, emittedByLastStep, beforeLastStep } = await replayAsync(provided, path, {
        input,
        recorder,
        fakes,
        clock: new SimulatedClock(),
      })
      const snapshot = actor.getSnapshot()
      const last = path.events.at(-1)!
      const count = (event: Event) => path.events.filter((e) => e === event).length

      // One row per save started, never two for a double click, always the clean row of the
      // submit that started it (a submit while saving is ignored).
      const answers = Object.values(afterAnswer).reduce((n, a) => n + count(a.event), 0)
      const saves = answers + (snapshot.matches('submitting') ? 1 : 0)
      const leads: Array<LeadSaveInput<ToolTable>> = []
      let saving = false
      for (const event of path.events) {
        const lead =
          event.type === 'form.submit'
            ? Object.values(submits).find((x) => x.answers === event.answers)!.lead
            : null
        if (lead && !saving) {
          leads.push(lead)
          saving = true
        } else if (Object.values(afterAnswer).some((a) => a.event === event)) saving = false
      }
      expect(leads).toHaveLength(saves)
      expect(fakes.inputs(SAVE)).toEqual(leads)
      expect(fakes.aborted(SAVE)).toBe(count(timedOut))
      expect(selectBusy(snapshot)).toBe(snapshot.matches('submitting'))
      expect(reloads).toBe(path.events.filter((e) => e.type === 'result.retake').length)
      // Data only: the snapshot survives a JSON round trip (and the inspector shows it).
      const persisted = actor.getPersistedSnapshot()
      expect(JSON.parse(JSON.stringify(persisted))).toEqual(persisted)

      expectOutcome(
        path.name,
        { ...view(snapshot), toasts: toastsOf(emittedByLastStep) },
        expected(last, beforeLastStep),
      )
    })

    it('visits every state and takes every transition', ({ task }) => {
      expectFullCoverage(machine, recorder, {
        task,
        paths: paths.length,
        chart: model.chart,
      })
    })
  })
}
