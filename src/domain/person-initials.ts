import { TITLES } from '../content/titles'

/** A person's initials for their monogram: 'GM Andrei Volkan' -> 'AV' (the title has its badge). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  const rest = words[0] && Object.hasOwn(TITLES, words[0]) ? words.slice(1) : words
  const first = rest[0]?.[0] ?? ''
  const last = rest.length > 1 ? (rest[rest.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}
