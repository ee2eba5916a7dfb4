import { assertEvent, assign, setup } from 'xstate'
import type { Tool } from '../src/content/tools'
import type { HubCategory, HubFilter } from '../src/domain/training-hub'
import { TRAINING_HUB_INITIAL_TOOLS, TRAINING_HUB_SHOW_MORE_DELAY_MS } from './timings'

/**
 * The Training Hub's tool list (spec §2 /train, §4 "Training Hub", §9).
 *
 *   collapsed --tools.showMore--> loadingMore --(showMoreDelay)--> expanded
 *
 * The filter (category chip and search text) is context, changed by the visitor's chips and typing
 * and written to the URL through the injected `writeUrl` effect: a category change (and the first
 * letter of a search) is a new history entry, further typing replaces it, so Back undoes a filter
 * change. When the URL changes without the chart asking (Back, Forward, a shared link once
 * hydrated), the host sends `filter.sync` and the chart reads the URL's filter.
 * While collapsed the grid shows the first `initialTools`; the list stays open across filter changes.
 */
export interface TrainingHubInput {
  tools: readonly Tool[]
}

export interface TrainingHubContext extends TrainingHubInput, HubFilter {
  /** How many tools the grid shows while collapsed. */
  initialTools: number
}

export type TrainingHubEvent =
  | { type: 'filter.category'; category: HubCategory }
  | { type: 'filter.search'; query: string }
  | { type: 'filter.sync'; category: HubCategory; query: string }
  | { type: 'tools.showMore' }

/** `loading`: the brief pause after 'Show More Tools'; `expanded`: every matching tool shows. */
export type TrainingHubTag = 'loading' | 'expanded'

/** What `writeUrl` is asked to do: the new filter, as a new history entry or replacing the current. */
export interface WriteUrlParams extends HubFilter {
  history: 'push' | 'replace'
}

export const trainingHubMachine = setup({
  types: {
    input: {} as TrainingHubInput,
    context: {} as TrainingHubContext,
    events: {} as TrainingHubEvent,
    tags: {} as TrainingHubTag,
  },
  delays: {
    showMoreDelay: TRAINING_HUB_SHOW_MORE_DELAY_MS,
  },
  actions: {
    writeUrl: (_, _params: WriteUrlParams) => {},
    assignCategory: assign({
      category: ({ event }) => {
        assertEvent(event, 'filter.category')
        return event.category
      },
    }),
    assignQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'filter.search')
        return event.query
      },
    }),
    assignSynced: assign(({ event }) => {
      assertEvent(event, 'filter.sync')
      return { category: event.category, query: event.query }
    }),
  },
  guards: {
    isOtherCategory: ({ context, event }) => {
      assertEvent(event, 'filter.category')
      return event.category !== context.category
    },
    isOtherQuery: ({ context, event }) => {
      assertEvent(event, 'filter.search')
      return event.query !== context.query
    },
  },
}).createMachine({
  id: 'trainingHub',
  description: 'The tools grid: category chips, search, featured banner and Show More Tools.',
  context: ({ input }) => ({
    tools: input.tools,
    category: 'All',
    query: '',
    initialTools: TRAINING_HUB_INITIAL_TOOLS,
  }),
  initial: 'collapsed',
  on: {
    'filter.category': {
      guard: { type: 'isOtherCategory' },
      actions: [
        {
          type: 'writeUrl',
          params: ({ context, event }) => ({
            category: event.category,
            query: context.query,
            history: 'push' as const,
          }),
        },
        { type: 'assignCategory' },
      ],
    },
    'filter.search': {
      guard: { type: 'isOtherQuery' },
      // The first letter of a search starts a new history entry; the rest of the typing replaces it.
      actions: [
        {
          type: 'writeUrl',
          params: ({ context, event }) => ({
            category: context.category,
            query: event.query,
            history: context.query === '' ? ('push' as const) : ('replace' as const),
          }),
        },
        { type: 'assignQuery' },
      ],
    },
    'filter.sync': { actions: { type: 'assignSynced' } },
  },
  states: {
    collapsed: {
      description:
        'The grid shows the first tools; Show More Tools is offered when there are more.',
      on: {
        'tools.showMore': { target: 'loadingMore' },
      },
    },
    loadingMore: {
      description: 'A brief loading pause before every tool shows.',
      tags: ['loading'],
      after: {
        showMoreDelay: { target: 'expanded' },
      },
    },
    expanded: {
      description: 'Every tool matching the filter shows.',
      tags: ['expanded'],
    },
  },
})
