import { cleanName } from './email'

/**
 * The tools' forms (spec §5): every field is required, and blank text (spaces of any kind, zero-width
 * characters, or only < and >) counts as empty.
 */
export function hasMissingAnswer<T extends object>(
  answers: T,
  fields: ReadonlyArray<keyof T>,
): boolean {
  return fields.some((field) => cleanName(String(answers[field] ?? '')) === '')
}

/** A text field of submitted form data ('' when absent, e.g. a select left on its placeholder). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}
