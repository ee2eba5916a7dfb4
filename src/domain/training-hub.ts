/**
 * The Training Hub's filter (spec §2 /train, §4): category chips and a text search over a tool's
 * title and description, both kept in the URL's search params (`?category=quizzes&q=style`).
 * Pure functions; the route's `validateSearch` uses `parseHubSearch`.
 */
import type { Tool, ToolCategory } from '../content/tools'

export const HUB_CATEGORIES = ['All', 'Quizzes', 'Study Plans', 'Resources'] as const
export type HubCategory = (typeof HUB_CATEGORIES)[number]

/** The category as the URL spells it. */
const SLUGS: Record<Exclude<HubCategory, 'All'>, string> = {
  Quizzes: 'quizzes',
  'Study Plans': 'study-plans',
  Resources: 'resources',
}
type HubCategorySlug = 'quizzes' | 'study-plans' | 'resources'

/** The hub's search params; absent means All and no search. */
export interface HubSearch {
  category?: HubCategorySlug
  q?: string
}

/** The hub's filter as the page and its chart hold it. */
export interface HubFilter {
  category: HubCategory
  query: string
}

export const HUB_QUERY_MAX_LENGTH = 100

/** Reads untrusted search params: unknown categories and non-text searches are dropped. */
export function parseHubSearch(search: Record<string, unknown>): HubSearch {
  const category = Object.values(SLUGS).find((slug) => slug === search['category']) as
    HubCategorySlug | undefined
  const raw = search['q']
  const q =
    typeof raw === 'string' || typeof raw === 'number'
      ? String(raw).slice(0, HUB_QUERY_MAX_LENGTH)
      : ''
  return { ...(category ? { category } : {}), ...(q ? { q } : {}) }
}

export function filterFromSearch(search: HubSearch): HubFilter {
  const entry = Object.entries(SLUGS).find(([, slug]) => slug === search.category)
  return { category: (entry?.[0] as HubCategory | undefined) ?? 'All', query: search.q ?? '' }
}

export function searchFromFilter({ category, query }: HubFilter): HubSearch {
  return {
    ...(category !== 'All' ? { category: SLUGS[category] as HubCategorySlug } : {}),
    ...(query ? { q: query } : {}),
  }
}

/** The featured banner shows only for All with an empty search. */
export function showsFeatured({ category, query }: HubFilter): boolean {
  return category === 'All' && query.trim() === ''
}

/**
 * The tools of the grid: those of the category whose title or description holds the search
 * (case-insensitive), without the featured tool while it has its banner.
 */
export function filterTools(tools: readonly Tool[], filter: HubFilter): Tool[] {
  const needle = filter.query.trim().toLowerCase()
  const banner = showsFeatured(filter)
  return tools.filter(
    (tool) =>
      !(banner && tool.featured) &&
      (filter.category === 'All' || tool.category === (filter.category as ToolCategory)) &&
      (needle === '' ||
        tool.title.toLowerCase().includes(needle) ||
        tool.description.toLowerCase().includes(needle)),
  )
}

/**
 * How a filter change enters the history: a category change, and the first letter of a search, is a
 * new entry (so Back undoes it); further typing replaces the entry.
 */
export function hubHistory(previous: HubFilter, next: HubFilter): 'push' | 'replace' {
  return next.category !== previous.category || (previous.query === '' && next.query !== '')
    ? 'push'
    : 'replace'
}
