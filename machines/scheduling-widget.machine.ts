import { fromPromise, setup } from 'xstate'
import { SCHEDULING_WIDGET_LOAD_TIMEOUT_MS } from './timings'

/**
 * The embedded scheduling widget of the lesson pages (spec §2: "an embedded scheduling widget
 * section ... pointed at the coach's 1-hour lesson event page"). Its third-party script is heavy,
 * so it loads only when the section nears the viewport; if it fails or takes too long, a plain
 * link to the same booking page shows instead.
 *
 *   waiting --widget.near--> loading --loaded--> ready
 *                                    --error / load time limit--> failed
 *
 * Loading the script and mounting the widget are injected (`loadWidget`).
 */
export type SchedulingWidgetEvent = { type: 'widget.near' }

/** `loading`: the script is on its way; `failed`: the plain link shows. */
export type SchedulingWidgetTag = 'loading' | 'failed'

export const schedulingWidgetMachine = setup({
  types: {
    events: {} as SchedulingWidgetEvent,
    tags: {} as SchedulingWidgetTag,
  },
  actors: {
    loadWidget: fromPromise<void>(async () => {
      throw new Error('loadWidget is not provided')
    }),
  },
  delays: {
    loadTimeout: SCHEDULING_WIDGET_LOAD_TIMEOUT_MS,
  },
}).createMachine({
  id: 'schedulingWidget',
  description: 'The booking calendar, loaded when it is about to be seen.',
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Far below the fold: nothing is loaded yet.',
      on: { 'widget.near': { target: 'loading' } },
    },
    loading: {
      description: "The scheduling service's script is loading.",
      tags: ['loading'],
      invoke: { id: 'loadWidget', src: 'loadWidget', onDone: 'ready', onError: 'failed' },
      after: { loadTimeout: 'failed' },
    },
    ready: {
      description: 'The calendar shows inside the section.',
    },
    failed: {
      description: 'The script did not load: a plain link to the booking page shows instead.',
      tags: ['failed'],
    },
  },
})
