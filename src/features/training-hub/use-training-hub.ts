import { useDeferredValue, useLayoutEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { trainingHubMachine } from '../../../machines/training-hub.machine'
import {
  selectCanShowMore,
  selectFeatured,
  selectLoadingMore,
  selectMatchingTools,
  selectVisibleTools,
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
  // The visitor's show-more pause (an experiment may vary it), chosen before the chart starts.
  const [machine] = useState(() =>
    trainingHubMachine.provide({
      delays: { showMoreDelay: timing('TRAINING_HUB_SHOW_MORE_DELAY_MS') },
    }),
  )
  const actor = useActorRef(machine, { input: { tools: TOOLS }, inspect })
  // The chips and the search box show the new filter at once; the list follows in a render of its
  // own, after that paint (a chip's tap stays under 100 ms at CPU 4x).
  const listFilter = useDeferredValue(filter)
  useLayoutEffect(() => {
    actor.send({ type: 'filter.sync', ...listFilter })
  }, [actor, listFilter])

  return {
    filter,
    featured: useSelector(actor, selectFeatured),
    tools: useSelector(actor, selectVisibleTools),
    matching: useSelector(actor, selectMatchingTools).length,
    canShowMore: useSelector(actor, selectCanShowMore),
    loadingMore: useSelector(actor, selectLoadingMore),
    setCategory: (category: HubCategory) => set({ category }),
    setQuery: (query: string) => set({ query }),
    showMore: () => actor.send({ type: 'tools.showMore' }),
  }
}
