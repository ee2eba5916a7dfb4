import { createGlobalStyle } from 'styled-components'
import { PHONE_BAR_ROOM_PX } from './layout-metrics'
import { mobile, space } from './theme'

/**
 * Rendered with a fixed phone bar (the promo bar, the booking bar): while the bar shows, the foot of
 * the page makes room for it, so the footer's last lines scroll clear of the bar instead of staying
 * beneath it. It lives with the bars (loaded with them), not in the start-up code.
 */
export const PhoneBarRoom = createGlobalStyle`
  ${mobile} {
    /* Above the footer's own class. */
    footer[class] {
      padding-bottom: calc(${space[5]} + ${PHONE_BAR_ROOM_PX}px);
    }
  }
`
