import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useHydrated } from '../startup/use-hydrated'
import { yieldToMain } from '../startup/yield-to-main'

/** In the state of the history entries `useUrlFilters` writes: a filter change the page shows already. */
interface FilterWriteState {
  urlFilterWrite?: true
}

export interface UrlFiltersOptions<F extends object, S> {
  /** The page's path: filter changes are written there, and only its URLs are read back. */
  path: '/articles' | '/train'
  /** The route's validated search params (`Route.useSearch()`). */
  search: S
  /** The route's `validateSearch`: reads a URL the router has not parsed yet (Back, Forward). */
  validate: (raw: Record<string, unknown>) => S
  fromSearch: (search: S) => F
  /** The search params of a filter; its defaults are left out of the URL. */
  toSearch: (filter: F) => S
  /** Whether a change is a new history entry (Back undoes it) or replaces the current one. */
  history?: (previous: F, next: F) => 'push' | 'replace'
}

/** Whether a location's path is the list page's (with or without a trailing slash). */
const onPage = (pathname: string, path: string) => pathname.replace(/\/$/, '') === path

/**
 * The one owner of a list page's filter kept in the URL (/articles, /train): the filter a page
 * shows is the URL's until it changes, then this hook's state, so what the visitor types shows at
 * once and is never put back by a URL update that lands late; each change is written to the URL's
 * search params (a shareable link; `history` says whether Back undoes it). The URL is read when the
 * page mounts (once hydrated: the first render matches the prerendered, unfiltered page) and
 * whenever the history moves without this hook writing (Back, Forward, a link to the page): its own
 * writes carry `urlFilterWrite` in their history state.
 */
export function useUrlFilters<F extends object, S>({
  path,
  search,
  validate,
  fromSearch,
  toSearch,
  history = () => 'replace',
}: UrlFiltersOptions<F, S>) {
  const router = useRouter()
  // Until the visitor or the history changes it, the filter is the URL's; the prerender and the
  // first render while hydrating show the unfiltered list (the prerendered page has no search).
  const hydrated = useHydrated()
  const [changed, setChanged] = useState<F | null>(null)
  const filter = useMemo(
    () => changed ?? fromSearch(hydrated ? search : validate({})),
    [changed, fromSearch, hydrated, search, validate],
  )
  const current = useRef(filter)
  useLayoutEffect(() => {
    current.current = filter
  })
  const show = useCallback((next: F) => {
    current.current = next
    setChanged(next)
  }, [])

  useEffect(
    () =>
      router.history.subscribe(({ location, action }) => {
        const own = action.type === 'PUSH' || action.type === 'REPLACE'
        if (own && (location.state as FilterWriteState).urlFilterWrite) return
        if (!onPage(location.pathname, path)) return
        const raw = router.parseLocation(location).search as Record<string, unknown>
        show(fromSearch(validate(raw)))
      }),
    [router, path, validate, fromSearch, show],
  )

  const set = (patch: Partial<F>) => {
    const previous = current.current
    const next = { ...previous, ...patch }
    if (Object.keys(patch).every((key) => previous[key as keyof F] === next[key as keyof F])) return
    show(next)
    const replace = history(previous, next) === 'replace'
    // The URL is written in the next task, after the browser has painted the change (a
    // chip's tap paints without waiting for the router's navigation and the page's re-render), and
    // only while the page is still the visitor's.
    void yieldToMain().then(() => {
      if (!onPage(router.state.location.pathname, path)) return
      void router.navigate({
        to: path,
        search: toSearch(next) as never,
        replace,
        resetScroll: false,
        state: (state) => ({ ...state, urlFilterWrite: true }) satisfies FilterWriteState,
      })
    })
  }

  return { filter, set }
}
