import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { trainingHubMachine } from '../../../machines/training-hub.machine'
import {
  selectCanShowMore,
  selectFeatured,
  selectFilter,
  selectLoadingMore,
  selectMatchingTools,
  selectVisibleTools,
} from '../../../machines/training-hub.selectors'
import { TOOLS } from '../../content/tools'
import {
  filterFromSearch,
  searchFromFilter,
  type HubCategory,
  type HubSearch,
} from '../../domain/training-hub'
import { inspect } from '../../services/inspector'

/**
 * Runs the Training Hub's chart against the URL: the chart writes a filter change to the search
 * params (`writeUrl`: a new history entry or a replacement, as the chart says), and reads them back
 * when the URL changes without it (Back, Forward) and on mount (a bookmarked or shared filter; the
 * prerendered page, like the first render, is the unfiltered hub).
 */
export function useTrainingHub(search: HubSearch) {
  const navigate = useNavigate()
  const router = useRouter()
  /** History entries the chart has written and the history has not reported yet. */
  const [ownWrites] = useState(() => ({ count: 0 }))
  const [machine] = useState(() =>
    trainingHubMachine.provide({
      actions: {
        writeUrl: (_, { history, ...filter }) => {
          ownWrites.count++
          void navigate({
            to: '/train',
            search: searchFromFilter(filter),
            replace: history === 'replace',
            resetScroll: false,
          })
        },
      },
    }),
  )
  const actor = useActorRef(machine, { input: { tools: TOOLS }, inspect })

  // The URL's filter reaches the chart when the hub mounts (after hydration, so the first render
  // matches the prerendered, unfiltered hub; before the effects that hand over text typed before
  // hydration), then after every URL change the chart did not make (Back, Forward, a link to
  // /train), never after its own writes, which it already holds (so fast typing is not undone by
  // a late URL update).
  const { category, query } = filterFromSearch(search)
  const [atMount] = useState({ category, query })
  useLayoutEffect(() => {
    actor.send({ type: 'filter.sync', ...atMount })
  }, [actor, atMount])
  const fromHistory = useRef(false)
  useEffect(
    () =>
      router.history.subscribe(({ action }) => {
        const written = action.type === 'PUSH' || action.type === 'REPLACE'
        if (written && ownWrites.count > 0) ownWrites.count--
        else fromHistory.current = true
      }),
    [router, ownWrites],
  )
  useEffect(() => {
    if (!fromHistory.current) return
    fromHistory.current = false
    actor.send({ type: 'filter.sync', category, query })
  }, [actor, category, query])

  return {
    filter: useSelector(actor, selectFilter),
    featured: useSelector(actor, selectFeatured),
    tools: useSelector(actor, selectVisibleTools),
    matching: useSelector(actor, selectMatchingTools).length,
    canShowMore: useSelector(actor, selectCanShowMore),
    loadingMore: useSelector(actor, selectLoadingMore),
    setCategory: (next: HubCategory) => actor.send({ type: 'filter.category', category: next }),
    setQuery: (next: string) => actor.send({ type: 'filter.search', query: next }),
    showMore: () => actor.send({ type: 'tools.showMore' }),
  }
}
