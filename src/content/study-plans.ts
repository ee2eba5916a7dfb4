/**
 * The study plan generator's form and catalogue (spec §2 /study-plan, §3 "Study plan catalogue").
 * Data only: the lookup is src/domain/study-plan.ts.
 */
import type { StudyPlan, StudyPlanCatalogue } from '../domain/study-plan'
import { PARENT_EMAIL_LABEL } from './children.ts'

export const EXPERIENCE_OPTIONS = ['Beginner', 'Intermediate', 'Advanced'] as const
export const HOURS_OPTIONS = ['1-2', '3-5', '6+'] as const
export const GOAL_OPTIONS = [
  'Learn basics',
  'Improve tactics',
  'Win tournaments',
  'Professional play',
] as const
export const AGE_GROUP_OPTIONS = ['Child (under 12)', 'Teen (13-17)', 'Adult (18+)'] as const

/** The age group whose plan a parent asks for: the e-mail field then asks for the parent's. */
export const CHILD_AGE_GROUP: (typeof AGE_GROUP_OPTIONS)[number] = 'Child (under 12)'

/** The e-mail field's label: as on every tool, or, for a child's plan, the parent's address. */
export const EMAIL_LABELS = { default: 'Email address', child: PARENT_EMAIL_LABEL } as const

const plan = (
  title: string,
  schedule: string,
  focus: string,
  activities: [string, string, string, string],
): StudyPlan => ({ title, schedule, focus, activities })

/** Experience x hours per week: the nine plans. Fallback: Beginner, 1-2 hours. */
export const STUDY_PLANS: StudyPlanCatalogue = {
  Beginner: {
    '1-2': plan(
      'Foundation Builder',
      '2 days/week, 1 hour per session',
      'Learn how every piece moves, the basic checkmates and the three opening principles.',
      [
        'Piece movement and capture drills (20 min)',
        'Basic checkmates: king and queen, king and rook (15 min)',
        'Opening principles: centre, development, king safety (15 min)',
        'Play one slow game and look at it afterwards (10 min)',
      ],
    ),
    '3-5': plan(
      'Rapid Learner',
      '3 days/week, 1-2 hours per session',
      'Build a solid base quickly: simple tactics, sound openings and your first endgames.',
      [
        'Daily tactics puzzles: forks, pins and skewers (20 min)',
        'Learn one opening for White and one defence for Black (20 min)',
        'King and pawn endgames: opposition and the square rule (20 min)',
        'Play two games and find your biggest mistake in each (30 min)',
      ],
    ),
    '6+': plan(
      'Chess Enthusiast',
      '4-5 days/week, 1-2 hours per session',
      'Turn your enthusiasm into steady progress with a balanced routine of tactics, openings and games.',
      [
        'Tactics training with a rising difficulty (30 min)',
        'Opening study with model games of your repertoire (20 min)',
        'Essential endgames: rook endings and basic pawn races (20 min)',
        'Play rapid games and review them with an engine afterwards (30 min)',
      ],
    ),
  },
  Intermediate: {
    '1-2': plan(
      'Tactical Improver',
      '2 days/week, 1.5 hours per session',
      'Stop losing pieces and start winning them: sharpen your tactical vision and calculation.',
      [
        'Tactical pattern sets: double attacks and discovered attacks (30 min)',
        'Calculation practice: solve without moving the pieces (20 min)',
        'Blunder check routine before every move (10 min)',
        'Play one longer game and annotate the critical moments (30 min)',
      ],
    ),
    '3-5': plan(
      'Strategic Developer',
      '3-4 days/week, 1-2 hours per session',
      'Understand plans: pawn structures, good and bad pieces, and when to trade.',
      [
        'Pawn structure study: isolated, doubled and passed pawns (25 min)',
        'Classic master games played through move by move (25 min)',
        'Middlegame planning exercises (20 min)',
        'Tactics warm-up and one rapid game with review (30 min)',
      ],
    ),
    '6+': plan(
      'Competitive Player',
      '5-6 days/week, 2 hours per session',
      'Prepare for competition: a reliable repertoire, deep calculation and practical endgames.',
      [
        'Opening repertoire building with key lines and plans (30 min)',
        'Hard calculation puzzles with a timer (30 min)',
        'Practical rook and minor-piece endgames (30 min)',
        'Tournament-length games and a thorough review (30 min)',
      ],
    ),
  },
  Advanced: {
    '1-2': plan(
      'Refinement Focus',
      '2 days/week, 2 hours per session',
      'Make the most of limited time: fix your recurring mistakes and keep your repertoire sharp.',
      [
        'Analyse your recent losses and list the recurring errors (40 min)',
        'Opening repertoire update for your main lines (30 min)',
        'Complex tactics and combinations (30 min)',
        'Endgame technique: converting an advantage (20 min)',
      ],
    ),
    '3-5': plan(
      'Tournament Mastery',
      '4 days/week, 2-3 hours per session',
      'Peak for tournaments: preparation, time management and nerves of steel.',
      [
        'Deep opening preparation against likely opponents (45 min)',
        'Calculation of long forcing lines (40 min)',
        'Theoretical and practical endgames (35 min)',
        'Training games at tournament time control with review (40 min)',
      ],
    ),
    '6+': plan(
      'Elite Excellence',
      '6-7 days/week, 3+ hours per session',
      'Train like a master: a professional routine across every phase of the game.',
      [
        'Opening novelties and deep theoretical work (60 min)',
        'Advanced calculation and visualisation training (45 min)',
        'Master-level endgame studies (45 min)',
        'Serious games and analysis with a coach (60 min)',
      ],
    ),
  },
}
