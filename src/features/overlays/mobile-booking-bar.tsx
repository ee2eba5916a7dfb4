import styled from 'styled-components'
import { PrimaryButton } from '../../ui/button'
import { PhoneBarRoom } from '../../ui/phone-bar-room'
import { useHydrated } from '../../startup/use-hydrated'
import { MOBILE_BOOKING_BAR } from '../../content/overlays'
import { space } from '../../ui/theme'
import { useMobileBookingBar } from './use-mobile-booking-bar'

/**
 * The fixed bottom booking bar of /lessons/kids: it shows once the hero (`heroSelector`) has
 * scrolled out of view upwards on a phone, scrolls to the scheduling widget (`#targetId`) and steps
 * aside while the widget is in view (its chart: `useMobileBookingBar`).
 */
export function MobileBookingBar({
  targetId,
  heroSelector,
}: {
  targetId: string
  heroSelector: string
}) {
  const { shown, book } = useMobileBookingBar(targetId, heroSelector)
  const hydrated = useHydrated()

  if (!hydrated || !shown) return null
  return (
    <Bar aria-label="Book an intro session">
      <PhoneBarRoom />
      <PrimaryButton type="button" onClick={book}>
        {MOBILE_BOOKING_BAR}
      </PrimaryButton>
    </Bar>
  )
}

/** Fixed to the bottom edge: it covers, never pushes, the page (CLS 0). */
const Bar = styled.aside`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: 900;
  display: flex;
  justify-content: center;
  padding: ${space[3]} ${space[4]};
  background: rgba(255, 255, 255, 0.97);
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.15);
  button {
    width: 100%;
    max-width: 480px;
  }
`
