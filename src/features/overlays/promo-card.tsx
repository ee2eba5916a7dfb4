import { useEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { promoCardMachine } from '../../../machines/promo-card.machine'
import { inspect } from '../../services/inspector'
import { isPromoDismissed, rememberPromoDismissal } from '../../services/promo-dismissals'
import { PromoCardView } from './dialogs'

/**
 * The floating promo card of one page (the root renders it keyed by the path). The scroll position
 * reaches the chart on every scroll (passive listener), and once at start for a page opened scrolled.
 */
export function PromoCard({ path }: { path: string }) {
  const [logic] = useState(() =>
    promoCardMachine.provide({
      actions: { rememberDismissal: (_, params) => rememberPromoDismissal(params.path) },
      guards: { isDismissedHere: ({ context }) => isPromoDismissed(context.path) },
    }),
  )
  const actor = useActorRef(logic, { input: { path }, inspect })
  const shown = useSelector(actor, (s) => s.hasTag('shown'))

  useEffect(() => {
    const onScroll = () => actor.send({ type: 'page.scroll', y: window.scrollY })
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [actor])

  if (!shown) return null
  return <PromoCardView onDismiss={() => actor.send({ type: 'promo.dismiss' })} />
}
