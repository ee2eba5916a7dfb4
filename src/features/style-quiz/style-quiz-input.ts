import type { StyleQuizInput } from '../../../machines/style-quiz.machine'
import { CHESS_STYLES, STYLE_IDS, type StyleId } from '../../content/chess-styles'
import { STYLE_QUESTIONS } from '../../content/style-quiz'
import { scoreStyleQuiz } from '../../domain/style-scoring'

/** What the style quiz's chart starts from: the ten questions, each style's title, the scoring. */
export const STYLE_QUIZ_INPUT: StyleQuizInput = {
  questions: STYLE_QUESTIONS,
  styleTitles: Object.fromEntries(STYLE_IDS.map((id) => [id, CHESS_STYLES[id].title])) as Record<
    StyleId,
    string
  >,
  styleOf: (questions, answers) => scoreStyleQuiz(questions, answers).styleId,
}
