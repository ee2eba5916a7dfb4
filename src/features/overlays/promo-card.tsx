import { PromoCardView } from './dialogs'
import { usePromoCard } from './use-promo-card'

/**
 * The floating promo card of one page (the root renders it keyed by the path); its chart runs in
 * `usePromoCard`: it shows past a scroll offset, one interruption at a time.
 */
export function PromoCard({ path }: { path: string }) {
  const { shown, dismiss } = usePromoCard(path)
  if (!shown) return null
  return <PromoCardView onDismiss={dismiss} />
}
