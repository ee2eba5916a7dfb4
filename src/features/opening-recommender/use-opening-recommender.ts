import { openingTool } from '../../../machines/tool-form.tools'
import { OPENING_CATALOGUE } from '../../content/openings'
import { useToolForm } from '../lead-form/use-tool-form'

// Math.random is read on every draw (not captured once), as the chart used to be given it at render.
const INPUT = openingTool(OPENING_CATALOGUE, () => Math.random())

/** Runs the opening recommender: what to render, and how to talk to its chart. */
export function useOpeningRecommender() {
  const { result, retake, ...tool } = useToolForm(INPUT)
  return { ...tool, opening: result, retry: retake }
}
