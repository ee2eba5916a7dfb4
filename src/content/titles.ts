/**
 * Chess titles and the founder's credential, as badges on coach cards (spec §1: the masters are
 * Candidate Masters, FIDE Masters, International Masters and Grandmasters; the founder is a Woman
 * FIDE Master and a Certified Public Accountant). Nothing else: no ratings, no reviews.
 */
export const TITLES = {
  GM: 'Grandmaster',
  IM: 'International Master',
  FM: 'FIDE Master',
  CM: 'Candidate Master',
  WFM: 'Woman FIDE Master',
  CPA: 'Certified Public Accountant',
} as const

export type TitleCode = keyof typeof TITLES

/** The title a coach's name starts with ('GM Andrei Volkan' -> 'GM'). */
export function titleOf(name: string): TitleCode {
  const code = name.split(' ')[0] ?? ''
  if (!Object.hasOwn(TITLES, code)) throw new Error(`No title in the name "${name}"`)
  return code as TitleCode
}
