import { studyPlanTool } from '../../../machines/tool-form.tools'
import { STUDY_PLANS } from '../../content/study-plans'
import { useChart } from '../../startup/chart'
import { leadChartOptions, useLeadForm, withLeadSave } from '../lead-form/lead-chart'
import { useToolFormView } from '../lead-form/tool-form-view'

const TOOL = studyPlanTool(STUDY_PLANS)

/** The study plan's chart with its browser effect besides the save: 'Retake Quiz' reloads the page. */
const load = withLeadSave(() =>
  import('../../../machines/tool-form.machine').then(({ toolFormChart }) =>
    toolFormChart(TOOL).provide({ actions: { reload: () => window.location.reload() } }),
  ),
)

/** Runs the study plan generator: what to render, and how to talk to its chart. */
export function useStudyPlan() {
  const chart = useChart(load, leadChartOptions(TOOL.input))
  useLeadForm(chart)
  const { result, ...tool } = useToolFormView(chart, TOOL.input.empty)
  return { ...tool, plan: result }
}
