import { useEffect, useState } from 'react'
import { PROMO_SHOWN_BEFORE, selectPromoShown } from '../../../machines/overlay.selectors'
import { useChart, useChartSelector } from '../../startup/chart'
import { timing } from '../../services/experiments'
import { inspect } from '../../services/inspector'
import { isPromoDismissed, rememberPromoDismissal } from '../../services/promo-dismissals'
import { PromoCardView } from './dialogs'

/**
 * The floating promo card of one page (the root renders it keyed by the path). The scroll position
 * reaches the chart on every scroll (passive listener), and once at start for a page opened scrolled.
 */
export function PromoCard({ path }: { path: string }) {
  const [load] = useState(
    () => () =>
      import('../../../machines/promo-card.machine').then(({ promoCardMachine }) =>
        promoCardMachine.provide({
          actions: { rememberDismissal: (_, params) => rememberPromoDismissal(params.path) },
          guards: { isDismissedHere: ({ context }) => isPromoDismissed(context.path) },
        }),
      ),
  )
  // The visitor's offset (an experiment may vary it), chosen before the chart starts.
  const [offsetPx] = useState(() => timing('PROMO_CARD_SCROLL_OFFSET_PX'))
  const actor = useChart(load, { input: { path, offsetPx }, inspect })
  const shown = useChartSelector(actor, selectPromoShown, PROMO_SHOWN_BEFORE)

  useEffect(() => {
    const onScroll = () => actor.send({ type: 'page.scroll', y: window.scrollY })
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [actor])

  if (!shown) return null
  return <PromoCardView onDismiss={() => actor.send({ type: 'promo.dismiss' })} />
}
