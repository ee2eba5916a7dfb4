import { studyPlanTool } from '../../../machines/tool-form.tools'
import { STUDY_PLANS } from '../../content/study-plans'
import { useToolForm } from '../lead-form/use-tool-form'

const INPUT = studyPlanTool(STUDY_PLANS)

/** Runs the study plan generator: what to render, and how to talk to its chart. */
export function useStudyPlan() {
  const { result, ...tool } = useToolForm(INPUT)
  return { ...tool, plan: result }
}
