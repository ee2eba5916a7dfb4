import type { SnapshotFrom } from 'xstate'
import type { OpeningAnswers } from '../src/domain/opening'
import type { openingRecommenderMachine } from './opening-recommender.machine'

/** What the opening recommender page reads from its chart. */
export type OpeningRecommenderSnapshot = SnapshotFrom<typeof openingRecommenderMachine>

/** The answers the form shows (kept after a refused or failed submit). */
export const selectAnswers = (snapshot: OpeningRecommenderSnapshot): OpeningAnswers =>
  snapshot.context.answers

/** The save is in flight: the button is disabled and reads 'Finding Your Perfect Opening...'. */
export const selectBusy = (snapshot: OpeningRecommenderSnapshot): boolean => snapshot.hasTag('busy')

/** The saved recommendation, once there is one to show; null while the form shows. */
export const selectSavedOpening = (snapshot: OpeningRecommenderSnapshot): string | null =>
  snapshot.hasTag('done') ? snapshot.context.opening : null
