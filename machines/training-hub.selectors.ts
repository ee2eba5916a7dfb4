import type { SnapshotFrom } from 'xstate'
import type { Tool } from '../src/content/tools'
import { filterTools, showsFeatured } from '../src/domain/training-hub'
import type { trainingHubMachine } from './training-hub.machine'
import { TRAINING_HUB_INITIAL_TOOLS } from './timings'

/** What the Training Hub page reads from its chart. */
export type TrainingHubSnapshot = SnapshotFrom<typeof trainingHubMachine>

/** The featured tool for its banner (only with All and an empty search), else null. */
export const selectFeatured = (snapshot: TrainingHubSnapshot): Tool | null =>
  showsFeatured(snapshot.context)
    ? (snapshot.context.tools.find((tool) => tool.featured) ?? null)
    : null

/** Every tool matching the filter (the grid's tools once expanded). */
export const selectMatchingTools = (snapshot: TrainingHubSnapshot): Tool[] =>
  filterTools(snapshot.context.tools, snapshot.context)

/** The tools the grid shows: the first few until the list is expanded. */
export const selectVisibleTools = (snapshot: TrainingHubSnapshot): Tool[] => {
  const matching = selectMatchingTools(snapshot)
  return snapshot.hasTag('expanded') ? matching : matching.slice(0, snapshot.context.initialTools)
}

/** 'Show More Tools' is offered: more tools match than show, and it was not pressed yet. */
export const selectCanShowMore = (snapshot: TrainingHubSnapshot): boolean =>
  snapshot.matches('collapsed') &&
  selectMatchingTools(snapshot).length > snapshot.context.initialTools

/** The brief loading pause after 'Show More Tools'. */
export const selectLoadingMore = (snapshot: TrainingHubSnapshot): boolean =>
  snapshot.hasTag('loading')

/**
 * What each selector gives in the chart's initial state (every tool, All, no search, collapsed):
 * what the hub renders until its chart has loaded (src/startup/chart.ts), as the page was
 * prerendered. The URL's filter reaches the chart as its first event.
 */
export function trainingHubBefore(tools: readonly Tool[]) {
  const context = { tools: [...tools], category: 'All' as const, query: '' }
  const matching = filterTools(context.tools, context)
  return {
    featured: showsFeatured(context) ? (tools.find((tool) => tool.featured) ?? null) : null,
    tools: matching.slice(0, TRAINING_HUB_INITIAL_TOOLS),
    matching,
    canShowMore: matching.length > TRAINING_HUB_INITIAL_TOOLS,
    loadingMore: false,
  }
}
