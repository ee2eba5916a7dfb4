import { useEffect, useState } from 'react'
import { PROMO_SHOWN_BEFORE, selectPromoShown } from '../../../machines/overlay.selectors'
import { useChart, useChartSelector } from '../../startup/chart'
import { useInterrupting } from '../../ui/use-overlay-slot'
import { inspect } from '../../services/inspector'
import { isPromoDismissed, rememberPromoDismissal } from '../../services/promo-dismissals'
import { isTypingTarget } from './typing'

/**
 * The promo card's chart with its effects. The visitor's offset (an experiment may vary it) is
 * chosen with the chart's code, before the chart starts, into `chosen`: the experiments' code loads
 * with the chart, off the page's first load.
 */
const loadPromoCard = (chosen: { offsetPx: number }) => () =>
  Promise.all([
    import('../../../machines/promo-card.machine'),
    import('../../services/experiments'),
  ]).then(([{ promoCardMachine }, { timing }]) => {
    chosen.offsetPx = timing('PROMO_CARD_SCROLL_OFFSET_PX')
    return promoCardMachine.provide({
      actions: { rememberDismissal: (_, params) => rememberPromoDismissal(params.path) },
      guards: { isDismissedHere: ({ context }) => isPromoDismissed(context.path) },
    })
  })

/**
 * The promo card's chart on the page at `path`: whether it shows (hidden until the chart runs) and
 * its dismissal. The scroll position reaches the chart on every scroll (passive listener), and once
 * at start for a page opened scrolled. One interruption at a time: the chart hears `overlay.busy`
 * while the overlay coordinator has a dialog showing or due, or while the visitor types in a field
 * (on a phone the keyboard lifts a fixed bar over the field), and `overlay.free` once neither holds.
 */
export function usePromoCard(path: string) {
  // What the chart's load chose, for the input the chart starts with.
  const [chosen] = useState(() => ({ offsetPx: 0 }))
  const chart = useChart(loadPromoCard(chosen), () => ({
    input: { path, offsetPx: chosen.offsetPx },
    inspect,
  }))
  const shown = useChartSelector(chart, selectPromoShown, PROMO_SHOWN_BEFORE)
  const interrupting = useInterrupting()

  useEffect(() => {
    const onScroll = () => chart.send({ type: 'page.scroll', y: window.scrollY })
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [chart])

  // Null until the coordinator runs: the chart starts held and waits for its first answer.
  useEffect(() => {
    if (interrupting === null) return
    const report = (typing: boolean) =>
      chart.send({ type: interrupting || typing ? 'overlay.busy' : 'overlay.free' })
    report(isTypingTarget(document.activeElement))
    const onFocusIn = (event: FocusEvent) => report(isTypingTarget(event.target))
    const onFocusOut = (event: FocusEvent) => report(isTypingTarget(event.relatedTarget))
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [chart, interrupting])

  return { shown, dismiss: () => chart.send({ type: 'promo.dismiss' }) }
}
