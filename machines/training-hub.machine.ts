import { assertEvent, assign, setup } from 'xstate'
import type { Tool } from '../src/content/tools'
import type { HubCategory, HubFilter } from '../src/domain/training-hub'
import { TRAINING_HUB_INITIAL_TOOLS, TRAINING_HUB_SHOW_MORE_DELAY_MS } from './timings'

/**
 * The Training Hub's tool list (spec §2 /train, §4 "Training Hub", §9).
 *
 *   collapsed --tools.showMore--> loadingMore --(showMoreDelay)--> expanded
 *
 * The filter (category chip and search text) is the URL's, owned by the page (`useUrlFilters` in
 * src/ui, shared with /articles): the host sends `filter.sync` whenever it changes, and the
 * chart's selectors list the tools matching it. While collapsed the grid shows the first
 * `initialTools`; the list stays open across filter changes.
 */
export interface TrainingHubInput {
  tools: readonly Tool[]
}

export interface TrainingHubContext extends TrainingHubInput, HubFilter {
  /** How many tools the grid shows while collapsed. */
  initialTools: number
}

export type TrainingHubEvent =
  { type: 'filter.sync'; category: HubCategory; query: string } | { type: 'tools.showMore' }

/** `loading`: the brief pause after 'Show More Tools'; `expanded`: every matching tool shows. */
export type TrainingHubTag = 'loading' | 'expanded'

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
    assignSynced: assign(({ event }) => {
      assertEvent(event, 'filter.sync')
      return { category: event.category, query: event.query }
    }),
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
