import { useEffect } from 'react'
import type { MailLinkOutcome } from '../../../machines/mail-link.machine'
import {
  selectShowsButton,
  selectStep,
  SHOWS_BUTTON_BEFORE,
  STEP_BEFORE,
} from '../../../machines/mail-link.selectors'
import type { MailPagePath } from '../../content/mail-pages'
import { inspect } from '../../services/inspector'
import { forgetThisDevice } from '../../services/device-data'
import { followMailLink, type MailLinkFunction } from '../../services/mail-functions'
import { loadXState, useChart, useChartSelector } from '../../startup/chart'

const FUNCTION: Record<MailPagePath, MailLinkFunction> = {
  '/confirm-email': 'confirm-email',
  '/unsubscribe': 'unsubscribe',
  '/delete-my-data': 'erase-data',
}

/** The chart of the page at `path`, with its effects: the link's function, and what erasing forgets. */
const loadMailLink = (path: MailPagePath) => () =>
  Promise.all([import('../../../machines/mail-link.machine'), loadXState()]).then(
    ([{ mailLinkMachine }, { fromPromise }]) =>
      mailLinkMachine.provide({
        // Erased everywhere: this browser forgets the address, its flags and unsent forms too.
        ...(path === '/delete-my-data' ? { actions: { linkDone: forgetThisDevice } } : {}),
        actors: {
          followLink: fromPromise<MailLinkOutcome, { token: string }>(({ input }) =>
            followMailLink(FUNCTION[path], input.token),
          ),
        },
      }),
  )

/**
 * The chart of a page a mail links to: the step it is at (waiting for the click until the chart
 * runs), whether it shows its button, and the click that follows the link with `token`. The token
 * reaches the chart with its events only, never the first render.
 */
export function useMailLink(path: MailPagePath, token: string) {
  // useChart keeps the first render's chart: the page's path does not change under it.
  const chart = useChart(loadMailLink(path), { inspect })
  const step = useChartSelector(chart, selectStep, STEP_BEFORE)
  const showsButton = useChartSelector(chart, selectShowsButton, SHOWS_BUTTON_BEFORE)
  // The page has arrived: a link without a token says so at once; any other waits for the click.
  useEffect(() => {
    chart.send({ type: 'link.open', token })
  }, [chart, token])
  return { step, showsButton, follow: () => chart.send({ type: 'link.follow', token }) }
}
