import { fromPromise } from 'xstate'
import {
  improvedLevelQuizMachine,
  type SaveImprovedQuizInput,
} from '../../../machines/improved-level-quiz.machine'
import {
  knowledgeQuizMachine,
  type SaveSubmissionInput,
} from '../../../machines/knowledge-quiz.machine'
import { levelQuizMachine, type SaveLevelQuizInput } from '../../../machines/level-quiz.machine'
import type { SaveOutcome } from '../../domain/leads'
import { leadStore } from '../../services/lead-store'

/** The three quiz charts with the browser's effect: the insert of the row, aborted on the time limit. */
export const browserKnowledgeQuizMachine = knowledgeQuizMachine.provide({
  actors: {
    saveSubmission: fromPromise<SaveOutcome, SaveSubmissionInput>(({ input, signal }) =>
      leadStore().insert('quiz_submissions', input, { signal }),
    ),
  },
})

export const browserLevelQuizMachine = levelQuizMachine.provide({
  actors: {
    saveLevelQuiz: fromPromise<SaveOutcome, SaveLevelQuizInput>(({ input, signal }) =>
      leadStore().insert('chess_level_quiz', input, { signal }),
    ),
  },
})

export const browserImprovedLevelQuizMachine = improvedLevelQuizMachine.provide({
  actors: {
    saveImprovedQuiz: fromPromise<SaveOutcome, SaveImprovedQuizInput>(({ input, signal }) =>
      leadStore().insert('chess_level_quiz', input, { signal }),
    ),
  },
})
