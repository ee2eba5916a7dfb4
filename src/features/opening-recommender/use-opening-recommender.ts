import { useState } from 'react'
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
import { createLeadDelivery, type LeadDelivery } from '../../services/lead-delivery'

/**
 * The recommender chart with the browser's effects: the save through the form's lead delivery (one
 * id per lead, the outbox), and the reload of 'Retry Quiz'.
 */
const browserOpeningMachine = (delivery: LeadDelivery) =>
  openingRecommenderMachine.provide({
    actors: {
      saveRecommendation: fromPromise<SaveOutcome, SaveRecommendationInput>(({ input, signal }) =>
        delivery.save('opening_recommender', input, signal),
      ),
    },
    actions: {
      reload: () => window.location.reload(),
    },
  })

/** Runs the opening recommender: what to render, and how to talk to its chart. */
export function useOpeningRecommender() {
  const [delivery] = useState(createLeadDelivery)
  const [machine] = useState(() => browserOpeningMachine(delivery))
  const actor = useActorRef(machine, {
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
