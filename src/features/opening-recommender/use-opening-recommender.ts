import { openingTool } from '../../../machines/tool-form.tools'
import { OPENING_CATALOGUE } from '../../content/openings'
import { useChart } from '../../startup/chart'
import { leadChartOptions, useLeadForm, withLeadSave } from '../lead-form/lead-chart'
import { useToolFormView } from '../lead-form/tool-form-view'

// Math.random is read on every draw (not captured once), as the chart used to be given it at render.
const TOOL = openingTool(OPENING_CATALOGUE, () => Math.random())

/** The recommender's chart with its browser effect besides the save: 'Retry Quiz' reloads the page. */
const load = withLeadSave(() =>
  import('../../../machines/tool-form.machine').then(({ toolFormChart }) =>
    toolFormChart(TOOL).provide({ actions: { reload: () => window.location.reload() } }),
  ),
)

/** Runs the opening recommender: what to render, and how to talk to its chart. */
export function useOpeningRecommender() {
  const chart = useChart(load, leadChartOptions(TOOL.input))
  useLeadForm(chart)
  const { result, retake, ...tool } = useToolFormView(chart, TOOL.input.empty)
  return { ...tool, opening: result, retry: retake }
}
