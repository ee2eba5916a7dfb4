import { useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { studyPlanMachine, type SavePlanInput } from '../../../machines/study-plan.machine'
import { selectAnswers, selectBusy, selectSavedPlan } from '../../../machines/study-plan.selectors'
import { useMachineToasts } from '../../components/toasts'
import { STUDY_PLANS } from '../../content/study-plans'
import type { SaveOutcome } from '../../domain/leads'
import type { StudyPlanAnswers } from '../../domain/study-plan'
import { inspect } from '../../services/inspector'
import { createLeadDelivery, type LeadDelivery } from '../../services/lead-delivery'

/**
 * The study plan chart with the browser's effects: the save through the form's lead delivery (one
 * id per lead, the outbox), and the reload of 'Retake Quiz'.
 */
const browserStudyPlanMachine = (delivery: LeadDelivery) =>
  studyPlanMachine.provide({
    actors: {
      savePlan: fromPromise<SaveOutcome, SavePlanInput>(({ input, signal }) =>
        delivery.save('study_plans', input, signal),
      ),
    },
    actions: {
      reload: () => window.location.reload(),
    },
  })

/** Runs the study plan generator: what to render, and how to talk to its chart. */
export function useStudyPlan() {
  const [delivery] = useState(createLeadDelivery)
  const [machine] = useState(() => browserStudyPlanMachine(delivery))
  const actor = useActorRef(machine, {
    input: { catalogue: STUDY_PLANS },
    inspect,
  })
  useMachineToasts(actor)
  return {
    answers: useSelector(actor, selectAnswers),
    busy: useSelector(actor, selectBusy),
    plan: useSelector(actor, selectSavedPlan),
    change: (field: keyof StudyPlanAnswers, value: string) =>
      actor.send({ type: 'form.change', field, value }),
    submit: (answers: StudyPlanAnswers) => actor.send({ type: 'form.submit', answers }),
    retake: () => actor.send({ type: 'result.retake' }),
  }
}
