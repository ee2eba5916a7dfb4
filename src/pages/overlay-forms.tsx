import type { ArticlesModalForm } from '../features/overlays/articles-modal'
import type { PopupForm } from '../features/overlays/timed-popup'
import { PopupSignUpForm } from '../features/subscribe/popup-sign-up-form'

/**
 * The sign-up forms the routes put into the overlays (features do not import each other, so the
 * routes compose the overlays with the subscribe feature's popup form).
 */
export const welcomePopupForm: PopupForm = ({ source, onSubscribed }) => (
  <PopupSignUpForm offer="welcomePopup" source={source} onSubscribed={onSubscribed} />
)

export const weeklyPopupForm: PopupForm = ({ source, onSubscribed }) => (
  <PopupSignUpForm offer="weeklyPopup" source={source} onSubscribed={onSubscribed} />
)

export const articlesModalForm: ArticlesModalForm = (props) => (
  <PopupSignUpForm offer="articlesModal" {...props} />
)
