import { useDeferredValue, useLayoutEffect } from 'react'
import {
  selectCanShowMore,
  selectFeatured,
  selectLoadingMore,
  selectMatchingTools,
  selectVisibleTools,
  trainingHubBefore,
} from '../../../machines/training-hub.selectors'
import { useUrlFilters } from '../../ui/use-url-filters'
import { TOOLS } from '../../content/tools'
import {
  filterFromSearch,
  hubHistory,
  parseHubSearch,
  searchFromFilter,
  type HubCategory,
  type HubSearch,
} from '../../domain/training-hub'
import { timing } from '../../services/experiments'
import { inspect } from '../../services/inspector'
import { useChart, useChartSelector } from '../../startup/chart'

const INPUT = { tools: TOOLS }
const BEFORE = trainingHubBefore(TOOLS)

const loadTrainingHub = () =>
  import('../../../machines/training-hub.machine').then(({ trainingHubMachine }) =>
    // The visitor's show-more pause (an experiment may vary it), chosen before the chart starts.
    trainingHubMachine.provide({
      delays: { showMoreDelay: timing('TRAINING_HUB_SHOW_MORE_DELAY_MS') },
    }),
  )

/**
 * The Training Hub: the filter is the URL's (`useUrlFilters`, the owner /articles shares; a chip or
 * the first letter of a search is a new history entry, further typing replaces it), and the chart
 * runs the tool list (the first tools, Show More Tools) over the filter it is handed.
 */
export function useTrainingHub(search: HubSearch) {
  const { filter, set } = useUrlFilters({
    path: '/train',
    search,
    validate: parseHubSearch,
    fromSearch: filterFromSearch,
    toSearch: searchFromFilter,
    history: hubHistory,
  })
  const chart = useChart(loadTrainingHub, { input: INPUT, inspect })
  // The chips and the search box show the new filter at once; the list follows in a render of its
  // own, after that paint (a chip's tap stays under 100 ms at CPU 4x).
  const listFilter = useDeferredValue(filter)
  useLayoutEffect(() => {
    chart.send({ type: 'filter.sync', ...listFilter })
  }, [chart, listFilter])

  return {
    filter,
    featured: useChartSelector(chart, selectFeatured, BEFORE.featured),
    tools: useChartSelector(chart, selectVisibleTools, BEFORE.tools),
    matching: useChartSelector(chart, selectMatchingTools, BEFORE.matching).length,
    canShowMore: useChartSelector(chart, selectCanShowMore, BEFORE.canShowMore),
    loadingMore: useChartSelector(chart, selectLoadingMore, BEFORE.loadingMore),
    setCategory: (category: HubCategory) => set({ category }),
    setQuery: (query: string) => set({ query }),
    showMore: () => chart.send({ type: 'tools.showMore' }),
  }
}
