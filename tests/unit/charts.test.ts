/**
 * The offline charts: the Mermaid text generated from a machine definition names its
 * states and its events, delays and save outcomes; the dev page is development-only.
 */
import { describe, expect, it } from 'vitest'
import { subscribeMachine } from '../../machines/subscribe.machine'
import { toolFormMachine } from '../../machines/tool-form.machine'
import { eventLabel, stateDescriptions, toMermaid } from '../../scripts/chart-mermaid'
import { chartsPage } from '../../scripts/charts-dev-plugin'

describe('charts as Mermaid state diagrams', () => {
  it('draws the tool form chart: its states, events, guards, delay and save outcomes', () => {
    const text = toMermaid(toolFormMachine)
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true)
    for (const state of ['form', 'submitting', 'result'])
      expect(text).toContain(`state "${state}" as toolForm_${state}`)
    expect(text).toContain('[*] --> toolForm_form')
    expect(text).toContain('toolForm_form --> toolForm_submitting : form.submit')
    expect(text).toContain('toolForm_form --> toolForm_form : form.submit [isMissingAnswer]')
    expect(text).toContain('toolForm_submitting --> toolForm_result : saveLead done')
    expect(text).toContain('toolForm_submitting --> toolForm_form : saveLead done [isSaveFailed]')
    expect(text).toContain('toolForm_submitting --> toolForm_form : saveLead error')
    expect(text).toContain('toolForm_submitting --> toolForm_form : after saveTimeout')
    expect(text).toContain('toolForm_result --> toolForm_result : result.retake')
  })

  it('nests compound states and targets their children', () => {
    const text = toMermaid(subscribeMachine)
    expect(text).toMatch(
      /state "ready" as subscribe_ready \{\n(.*\n)*?\s+state "failed" as subscribe_ready_failed\n/,
    )
    expect(text).toContain(
      'subscribe_submitting --> subscribe_ready_alreadySubscribed : saveLead done [isDuplicate]',
    )
  })

  it('names delays and actor outcomes in words', () => {
    expect(eventLabel('xstate.after.saveTimeout.toolForm.submitting')).toBe('after saveTimeout')
    expect(eventLabel('xstate.done.actor.saveLead')).toBe('saveLead done')
    expect(eventLabel('xstate.error.actor.saveLead')).toBe('saveLead error')
    expect(eventLabel('form.submit')).toBe('form.submit')
  })

  it('lists every state with its description', () => {
    const states = stateDescriptions(toolFormMachine)
    expect(states.map((s) => s.id)).toEqual([
      'toolForm',
      'toolForm.form',
      'toolForm.submitting',
      'toolForm.result',
    ])
    expect(states.every((s) => s.text !== '')).toBe(true)
  })

  it('serves /__charts from the dev server only, never in a build', () => {
    expect(chartsPage().apply).toBe('serve')
  })
})
