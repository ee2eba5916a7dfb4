import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import {
  openingRecommenderMachine,
  type SaveRecommendationInput,
} from '../../../machines/opening-recommender.machine'
import {
  selectAnswers,
  selectBusy,
  selectSavedOpening,
} from '../../../machines/opening-recommender.selectors'
import { useMachineToasts } from '../../components/toasts'
import { OPENING_CATALOGUE } from '../../content/openings'
import type { SaveOutcome } from '../../domain/leads'
import type { OpeningAnswers } from '../../domain/opening'
import { inspect } from '../../services/inspector'
import { leadStore } from '../../services/lead-store'

/** The recommender chart with the browser's effects: the insert, and the reload of 'Retry Quiz'. */
const browserOpeningMachine = openingRecommenderMachine.provide({
  actors: {
    saveRecommendation: fromPromise<SaveOutcome, SaveRecommendationInput>(({ input, signal }) =>
      leadStore().insert('opening_recommender', input, { signal }),
    ),
  },
  actions: {
    reload: () => window.location.reload(),
  },
})

/** Runs the opening recommender: what to render, and how to talk to its chart. */
export function useOpeningRecommender() {
  const actor = useActorRef(browserOpeningMachine, {
    input: { catalogue: OPENING_CATALOGUE, random: Math.random },
    inspect,
  })
  useMachineToasts(actor)
  return {
    answers: useSelector(actor, selectAnswers),
    busy: useSelector(actor, selectBusy),
    opening: useSelector(actor, selectSavedOpening),
    change: (field: keyof OpeningAnswers, value: string) =>
      actor.send({ type: 'form.change', field, value }),
    submit: (answers: OpeningAnswers) => actor.send({ type: 'form.submit', answers }),
    retry: () => actor.send({ type: 'result.retry' }),
  }
}
