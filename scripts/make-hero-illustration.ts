/**
 * Writes the home hero's picture (public/images/home/online-lesson.svg) from the position in
 * src/content/home.ts. tests/unit/hero-illustration.test.ts checks the committed file is this output.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { HOME_HERO } from '../src/content/home'
import { heroIllustrationSvg } from '../src/domain/hero-illustration'

const file = path.resolve(import.meta.dirname, '..', 'public', HOME_HERO.image.src.slice(1))
writeFileSync(file, heroIllustrationSvg(HOME_HERO.boardFen))
console.log(`wrote ${file}`)
