/**
 * Writes the heroes' pictures (home and both lesson pages, scripts/hero-pictures.ts) from their
 * positions and coaches. tests/unit/hero-illustration.test.ts checks the committed files are this output.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { initialsOf } from '../src/domain/person-initials'
import { heroIllustrationSvg } from '../src/domain/hero-illustration'
import { HERO_PICTURES } from './hero-pictures'

for (const { file, fen, coach } of HERO_PICTURES) {
  const out = path.resolve(import.meta.dirname, '..', 'public', file.slice(1))
  writeFileSync(out, heroIllustrationSvg(fen, initialsOf(coach.name)))
  console.log(`wrote ${out}`)
}
