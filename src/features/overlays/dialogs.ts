import { lazy } from 'react'

/**
 * The dialogs load when they are first wanted, not with the page: none of their code (the modal,
 * focus-trap, the sign-up form) is in the first load of any page.
 */
export const PopupDialog = lazy(() => import('./popup-dialog'))
export const ExitIntentDialog = lazy(() => import('./exit-intent-dialog'))
export const PromoCardView = lazy(() => import('./promo-card-view'))
