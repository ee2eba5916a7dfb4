/** What the text and the HTML blocks of the experiments' report both show: an arm's row, the split, the steps. */
import { ARM_NAMES, shares } from '../../../src/domain/experiments'
import { pct, signed } from './percent'
import type { ArmResult, ExperimentResult } from './results'
import { SPLIT_ALARM_P } from './verdict'

/** The cells of an arm's row, as the text and HTML tables show them. */
export function armCells(arm: ArmResult): string[] {
  const [low, high] = arm.interval
  return [
    arm.name,
    String(arm.value),
    String(arm.visitors),
    String(arm.conversions),
    `${pct(arm.rate)} (${pct(low)}-${pct(high)})`,
    arm.name === ARM_NAMES[0]
      ? 'control'
      : arm.uplift
        ? `${signed(arm.uplift.estimate)} (${signed(arm.uplift.low)} to ${signed(arm.uplift.high)})`
        : 'n/a',
    pct(arm.chanceBest),
    arm.growthBook === null ? '' : pct(arm.growthBook),
  ]
}
export const ARM_HEADINGS = [
  'arm',
  'value',
  'visitors',
  'conversions',
  'rate (95% interval)',
  'uplift vs A (95% interval)',
  'chance best',
  'GrowthBook: beats A',
]
/** The split as expected and as seen: '50/50 expected, 55.0/45.0 seen (p < 0.001)'. */
export function splitLine(result: ExperimentResult): string {
  const total = result.arms.reduce((n, arm) => n + arm.visitors, 0)
  const expected = shares(result.experiment.weights)
    .map((s) => String(Math.round(s * 100)))
    .join('/')
  const seen = result.arms
    .map((arm) => (total ? ((arm.visitors / total) * 100).toFixed(1) : '0'))
    .join('/')
  const p = result.splitP < SPLIT_ALARM_P ? 'p < 0.001' : `p = ${result.splitP.toFixed(3)}`
  return `${expected} expected, ${seen} seen (${p})`
}
/** The per-visitor consistency check: saved implies submitted implies shown implies exposed. */
export function stepsLine(arms: readonly ArmResult[]): string {
  const bad = arms.filter((a) => a.gaps > 0)
  return bad.length === 0
    ? 'every tab’s steps add up'
    : `WARNING steps do not add up in ${bad.map((a) => `${a.name} (${a.gaps} tabs)`).join(', ')}`
}
export const UNIT =
  'unit: browser tabs, from their first exposure to the varied timing ("visitors" are tabs)'
