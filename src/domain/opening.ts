/**
 * The opening recommender's rules (spec §2 /opening-recommender, §3 "Opening catalogue", §5): pure
 * functions, tested table-driven over all twelve level x style x time cells. Randomness is passed
 * in, so a test (or the chart's model) picks deterministically.
 */

/** One choice of a dropdown: the value stored, and what the visitor reads. */
export interface OpeningOption {
  value: string
  label: string
}

/** Level -> style -> study time -> the three openings of that cell. */
export type OpeningCatalogue = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>>
>

/** The six answers of the form, as submitted (the stored values, not the labels). */
export type OpeningAnswers = {
  ratingLevel: string
  studyTime: string
  openingStyle: string
  playFormat: string
  opponentStrategy: string
  email: string
}

export const OPENING_FIELDS = [
  'ratingLevel',
  'studyTime',
  'openingStyle',
  'playFormat',
  'opponentStrategy',
  'email',
] as const satisfies ReadonlyArray<keyof OpeningAnswers>

/** A number in [0, 1), as Math.random gives. */
export type Random = () => number

const pick = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined

/**
 * The three openings for a level, style and study time (format and opponent do not change the
 * choice); beginner, positional, quick when there is no such cell.
 */
export function openingChoices(
  catalogue: OpeningCatalogue,
  answers: Pick<OpeningAnswers, 'ratingLevel' | 'openingStyle' | 'studyTime'>,
): readonly string[] {
  const found = pick(
    pick(pick(catalogue, answers.ratingLevel), answers.openingStyle),
    answers.studyTime,
  )
  const fallback = catalogue['beginner']?.['positional']?.['quick']
  if (!fallback?.length)
    throw new Error('The opening catalogue has no beginner positional quick cell')
  return found?.length ? found : fallback
}

/** One of the cell's openings, chosen by `random`. */
export function recommendOpening(
  catalogue: OpeningCatalogue,
  answers: Pick<OpeningAnswers, 'ratingLevel' | 'openingStyle' | 'studyTime'>,
  random: Random,
): string {
  const choices = openingChoices(catalogue, answers)
  const index = Math.min(choices.length - 1, Math.max(0, Math.floor(random() * choices.length)))
  return choices[index]!
}

/** The label of a stored value (the value itself when it is not an option). */
export function optionLabel(options: readonly OpeningOption[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value
}

/** The labels of the answers, for the result's "why it fits" list. */
export interface OpeningAnswerLabels {
  ratingLevel: string
  studyTime: string
  openingStyle: string
  playFormat: string
  opponentStrategy: string
}

/** Why the opening fits: one line echoing each of the five answers. */
export function whyItFits(labels: OpeningAnswerLabels): string[] {
  return [
    `Suits your rating level: ${labels.ratingLevel}.`,
    `Matches your ${labels.openingStyle.toLowerCase()} playing style.`,
    `Fits your study time: ${labels.studyTime} to learn its main ideas.`,
    `Works well in your favourite format: ${labels.playFormat}.`,
    `A good practical choice against ${labels.opponentStrategy.toLowerCase()} opponents.`,
  ]
}

/** What to do next with the opening. */
export function nextSteps(opening: string): string[] {
  return [
    `Play through the first moves of the ${opening} below until you know them by heart.`,
    `Play 10 games with the ${opening} and note where you leave the moves you know.`,
    'Study two master games in the opening to learn its typical plans.',
    'Review your games with a coach to fix the same mistakes before they repeat.',
  ]
}
