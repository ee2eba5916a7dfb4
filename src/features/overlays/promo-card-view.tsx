import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { RoundIconButton } from '../../ui/round-icon-button'
import { colors, mobile, radius, space, TAP_TARGET_PX } from '../../ui/theme'
import { PROMO_CARD } from '../../content/overlays'
import { LESSONS_FOR_ADULTS, LESSONS_FOR_KIDS } from '../../content/site'

/**
 * The promo card itself: fixed bottom right, so it never moves the page (CLS 0); a complementary
 * landmark, not a dialog: it takes no focus.
 */
export default function PromoCardView({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Card aria-label="Intro session offer">
      <Header>
        <strong>{PROMO_CARD.title}</strong>
        <Dismiss type="button" aria-label={PROMO_CARD.dismiss} onClick={onDismiss}>
          ×
        </Dismiss>
      </Header>
      <p>{PROMO_CARD.text}</p>
      <Links>
        <Link to="/lessons/kids">{LESSONS_FOR_KIDS}</Link>
        <Link to="/lessons/adults">{LESSONS_FOR_ADULTS}</Link>
      </Links>
    </Card>
  )
}

const Card = styled.aside`
  position: fixed;
  right: ${space[4]};
  bottom: ${space[4]};
  z-index: 900;
  display: grid;
  gap: ${space[1]};
  width: min(calc(100vw - ${space[6]}), 300px);
  padding: ${space[3]} ${space[4]};
  border: 2px solid ${colors.navy};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  box-shadow: 0 10px 25px rgba(0, 0, 0, 0.2);
  p {
    margin: 0;
    color: ${colors.ink};
  }
  /*
   * On a phone: a low bar across the bottom (the gutters kept), its two links on one row, so it
   * covers ~150 px of the page rather than a 260 x 235 px block over the text's right half.
   */
  ${mobile} {
    left: ${space[3]};
    right: ${space[3]};
    bottom: ${space[3]};
    width: auto;
    gap: 0;
    padding: ${space[2]} ${space[3]} ${space[1]};
  }
`

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`

const Dismiss = styled(RoundIconButton)`
  font-size: 1.4rem;
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space[4]};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET_PX}px;
    color: ${colors.navy};
    font-weight: 700;
  }
`
