import { COPYING_BEFORE, selectCopying } from '../../../machines/share.selectors'
import { SHARE_POPUP_HEIGHT_PX, SHARE_POPUP_WIDTH_PX } from '../../../machines/timings'
import { loadXState, useChart, useChartSelector } from '../../startup/chart'
import { useMachineToasts } from '../../ui/toasts'
import type { ShareContent } from '../../domain/share'
import { inspect } from '../../services/inspector'

/** The share chart with the browser's effects, loaded after hydration (src/startup/chart.ts). */
const loadShareChart = () =>
  Promise.all([import('../../../machines/share.machine'), loadXState()]).then(
    ([{ shareMachine }, { fromPromise }]) =>
      shareMachine.provide({
        actions: {
          openWindow: (_, { url }) => {
            window.open(
              url,
              '_blank',
              `noopener,noreferrer,width=${SHARE_POPUP_WIDTH_PX},height=${SHARE_POPUP_HEIGHT_PX}`,
            )
          },
        },
        actors: {
          copyText: fromPromise<void, { text: string }>(({ input }) =>
            navigator.clipboard.writeText(input.text),
          ),
        },
      }),
  )

export type Network = 'facebook' | 'twitter' | 'reddit'

/**
 * One row of share buttons' chart for a page (`url`, `title`): whether a copy is under way (its
 * toasts shown), a network's pop-up window, and a copy to the clipboard (the link, or for Discord).
 */
export function useShare({ url, title }: ShareContent) {
  const chart = useChart(loadShareChart, { input: { url, title }, inspect })
  useMachineToasts(chart)
  return {
    busy: useChartSelector(chart, selectCopying, COPYING_BEFORE),
    open: (network: Network) => chart.send({ type: 'share.open', network }),
    copy: (kind: 'discord' | 'link') => chart.send({ type: 'share.copy', kind }),
  }
}
