/**
 * What a row says, read as keys into closed sets: a value is looked up, never printed as typed.
 */
import { STYLE_IDS, type StyleId } from '../../../src/content/chess-styles.ts'
import { optionLabel, type OpeningOption } from '../../../src/domain/opening.ts'
import type { Payload } from './mail-model.ts'

export function text(payload: Payload, key: string): string {
  const value = payload[key]
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/** A value of a closed set, or null: what a row says is a key, never text to print. */
export function oneOf<T extends string>(set: readonly T[], value: string): T | null {
  return set.find((item) => item === value) ?? null
}

/** The option's label when the value is one of the options, else null. */
export function optionOf(options: readonly OpeningOption[], value: string): string | null {
  return options.some((o) => o.value === value) ? optionLabel(options, value) : null
}

/** A whole number in 0..max, or null. */
export function count(value: unknown, max: number): number | null {
  const n = typeof value === 'number' ? value : Number.NaN
  return Number.isInteger(n) && n >= 0 && n <= max ? n : null
}

export function isStyleId(value: string): value is StyleId {
  return (STYLE_IDS as readonly string[]).includes(value)
}
