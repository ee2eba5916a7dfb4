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
import type { LeadDelivery } from '../../services/lead-delivery'

/**
 * The three quiz charts with the browser's effect: the save of the row through the quiz's own lead
 * delivery (one id per lead, the outbox: src/services/lead-delivery.ts), aborted on
 * the time limit.
 */
export const browserKnowledgeQuizMachine = (delivery: LeadDelivery) =>
  knowledgeQuizMachine.provide({
    actors: {
      saveSubmission: fromPromise<SaveOutcome, SaveSubmissionInput>(({ input, signal }) =>
        delivery.save('quiz_submissions', input, signal),
      ),
    },
  })

export const browserLevelQuizMachine = (delivery: LeadDelivery) =>
  levelQuizMachine.provide({
    actors: {
      saveLevelQuiz: fromPromise<SaveOutcome, SaveLevelQuizInput>(({ input, signal }) =>
        delivery.save('chess_level_quiz', input, signal),
      ),
    },
  })

export const browserImprovedLevelQuizMachine = (delivery: LeadDelivery) =>
  improvedLevelQuizMachine.provide({
    actors: {
      saveImprovedQuiz: fromPromise<SaveOutcome, SaveImprovedQuizInput>(({ input, signal }) =>
        delivery.save('chess_level_quiz', input, signal),
      ),
    },
  })
