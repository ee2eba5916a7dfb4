import { useEffect } from 'react'
import {
  ARTICLES_MODAL_OPEN_BEFORE,
  selectArticlesModalOpen,
} from '../../../machines/overlay.selectors'
import { POPUPS } from '../../content/overlays'
import { inspect } from '../../services/inspector'
import { isSubscribed } from '../../services/subscriptions'
import { useShownAfterPaint } from '../../startup/shown-after-paint'
import { useChart, useChartSelector } from '../../startup/chart'
import { useSlotActions } from './overlay-coordinator'
import { isTypingTarget } from './typing'

type SlotActions = ReturnType<typeof useSlotActions>

/** The modal's chart with its effects: the overlay coordinator's slot and what it reads of the page. */
const loadArticlesModal = (slotActions: SlotActions) => () =>
  import('../../../machines/articles-modal.machine').then(({ articlesModalMachine }) =>
    articlesModalMachine.provide({
      actions: slotActions,
      guards: {
        isSuppressed: () => isSubscribed(POPUPS.articlesWeekly.source),
        isVisitorTyping: () => isTypingTarget(document.activeElement),
      },
    }),
  )

/**
 * The /articles modal's chart: whether it shows (closed until the chart runs), and the close and
 * the form's two answers. The chart hears the page hydrated, and the visitor done typing.
 */
export function useArticlesModal() {
  const slotActions = useSlotActions('articlesWeekly')
  // useChart keeps the first render's chart, and with it these slot actions (bound to one slot).
  const chart = useChart(loadArticlesModal(slotActions), { inspect })
  const open = useShownAfterPaint(
    useChartSelector(chart, selectArticlesModalOpen, ARTICLES_MODAL_OPEN_BEFORE),
  )

  useEffect(() => chart.send({ type: 'page.hydrated' }), [chart])

  // Focus leaving a field (to anything but another field) means the visitor is done typing.
  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      if (!isTypingTarget(event.relatedTarget)) chart.send({ type: 'visitor.idle' })
    }
    document.addEventListener('focusout', onFocusOut)
    return () => document.removeEventListener('focusout', onFocusOut)
  }, [chart])

  return {
    open,
    close: () => chart.send({ type: 'popup.close' }),
    subscribed: () => chart.send({ type: 'popup.subscribed' }),
    alreadySubscribed: () => chart.send({ type: 'popup.alreadySubscribed' }),
  }
}
