import type { StyleQuizInput } from '../../../machines/style-quiz.machine'
import { CHESS_STYLES, STYLE_IDS, type StyleId } from '../../content/chess-styles'
import { STYLE_QUESTIONS } from '../../content/style-quiz'

/** What the style quiz's chart starts from: the ten questions, each style's title. */
export const STYLE_QUIZ_INPUT: StyleQuizInput = {
  questions: STYLE_QUESTIONS,
  styleTitles: Object.fromEntries(STYLE_IDS.map((id) => [id, CHESS_STYLES[id].title])) as Record<
    StyleId,
    string
  >,
}
