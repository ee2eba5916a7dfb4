import { useLocation } from '@tanstack/react-router'
import { ExitIntent } from './exit-intent'
import { PromoCard } from './promo-card'

/** The lesson pages have their own booking widget (and /lessons/kids its mobile bar): no promo card. */
const NO_PROMO_CARD = ['/lessons/kids', '/lessons/adults']

/**
 * The overlays of every page, rendered once by the root: the floating promo card and the exit-intent
 * modal. Keyed by the path, so each page view starts afresh (exit intent once per page view; the
 * promo card's dismissal per path). Both render nothing until their charts run (loaded after
 * hydration, src/startup/chart.ts): the prerender and hydration agree.
 */
export function SiteOverlays() {
  const path = useLocation({ select: (location) => location.pathname })
  return (
    <>
      {NO_PROMO_CARD.includes(path) ? null : <PromoCard key={`promo-${path}`} path={path} />}
      <ExitIntent key={`exit-${path}`} />
    </>
  )
}
