import { HOME_HERO } from '../src/content/home'
import { ADULTS_LESSONS, KIDS_LESSONS } from '../src/content/lessons'
import { FOUNDER, type Person } from '../src/content/people'

/**
 * The heroes' pictures, each a stylised lesson screen drawn from a position and the coach on the
 * call (src/domain/hero-illustration.ts): home with the founder, each lesson page with its coach.
 */
export const HERO_PICTURES: ReadonlyArray<{ file: string; fen: string; coach: Person }> = [
  { file: HOME_HERO.image.src, fen: HOME_HERO.boardFen, coach: FOUNDER },
  {
    file: KIDS_LESSONS.hero.image.src,
    fen: KIDS_LESSONS.hero.boardFen,
    coach: KIDS_LESSONS.coach.person,
  },
  {
    file: ADULTS_LESSONS.hero.image.src,
    fen: ADULTS_LESSONS.hero.boardFen,
    coach: ADULTS_LESSONS.coach.person,
  },
]
