import { useLocation, useRouterState } from '@tanstack/react-router'
import { ExitIntent } from './exit-intent'
import { PromoCard } from './promo-card'

/**
 * No promo card where the page already makes the offer or the visitor is busy with a form:
 * - the lesson pages have their own booking widget (and /lessons/kids its mobile bar);
 * - the quizzes, the tools and the style result pages end in a result that carries its own lessons
 *   block: a floating card there would cover the result's first screen (on a laptop, its text);
 * - /contact is one form.
 * (Every /chess-... route is a quiz or a style result.)
 * And no sales where a person exercises a right: /privacy and the three mail-link pages (confirm,
 * unsubscribe, erase); nor on the not-found page.
 */
const NO_PROMO_CARD =
  /^\/(lessons\/|chess-|quiz$|contact$|find-your-level$|improved-chess-level-quiz$|study-plan$|opening-recommender$|privacy$|confirm-email$|unsubscribe$|delete-my-data$)/

/** Where a person exercises a right: no exit-intent offer either. */
const RIGHTS_PAGE = /^\/(privacy|confirm-email|unsubscribe|delete-my-data)$/

/**
 * The overlays of every page, rendered once by the root: the floating promo card and the exit-intent
 * modal. Keyed by the path, so each page view starts afresh (exit intent once per page view; the
 * promo card's dismissal per path). Both render nothing until their charts run (loaded after
 * hydration, src/startup/chart.ts): the prerender and hydration agree.
 */
export function SiteOverlays() {
  const path = useLocation({ select: (location) => location.pathname })
  // The not-found page (a path no route matches, an unknown article) sells nothing.
  const lost = useRouterState({ select: (s) => s.matches.some((m) => m._notFound) })
  if (lost) return null
  return (
    <>
      {NO_PROMO_CARD.test(path) ? null : <PromoCard key={`promo-${path}`} path={path} />}
      {RIGHTS_PAGE.test(path) ? null : <ExitIntent key={`exit-${path}`} />}
    </>
  )
}
