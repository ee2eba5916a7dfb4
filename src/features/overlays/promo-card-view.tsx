import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { RoundIconButton } from '../../ui/round-icon-button'
import { PhoneBarRoom } from '../../ui/phone-bar-room'
import { GUTTER_PX, PROMO_BAR_MAX_HEIGHT_PX } from '../../ui/layout-metrics'
import { colors, fontSize, mobile, radius, space, TAP_TARGET_PX } from '../../ui/theme'
import { PROMO_CARD } from '../../content/overlays'
import { LESSONS_FOR_ADULTS, LESSONS_FOR_KIDS } from '../../content/site'

/**
 * The promo card itself: fixed bottom right, so it never moves the page (CLS 0); a complementary
 * landmark, not a dialog: it takes no focus. On a phone it is a compact bar of one row within the
 * side gutters (at most PROMO_BAR_MAX_HEIGHT_PX high): the offer, two short links and the dismissal.
 */
export default function PromoCardView({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Card aria-label="Intro session offer">
      <PhoneBarRoom />
      <Title>{PROMO_CARD.title}</Title>
      <Text>{PROMO_CARD.text}</Text>
      <Links>
        <Link to="/lessons/kids">
          <Short label={LESSONS_FOR_KIDS} />
        </Link>
        <Link to="/lessons/adults">
          <Short label={LESSONS_FOR_ADULTS} />
        </Link>
      </Links>
      <Dismiss type="button" aria-label={PROMO_CARD.dismiss} onClick={onDismiss}>
        ×
      </Dismiss>
    </Card>
  )
}

/**
 * A link's label whose last word alone shows on a phone ('Kids', 'Adults'); the whole label stays its
 * accessible name, so the visible word is part of the name (WCAG 2.5.3).
 */
function Short({ label }: { label: string }) {
  const words = label.split(' ')
  const last = words.pop()
  // One span: inside the link's flex box, a lone text item would lose the space before 'Kids'.
  return (
    <span>
      <Lead>{words.join(' ')} </Lead>
      {last}
    </span>
  )
}

const Card = styled.aside`
  position: fixed;
  right: ${space[4]};
  bottom: ${space[4]};
  z-index: 900;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'title dismiss'
    'text text'
    'links links';
  align-items: center;
  gap: ${space[1]} ${space[2]};
  width: min(calc(100vw - ${space[6]}), 300px);
  padding: ${space[3]} ${space[4]};
  border: 2px solid ${colors.navy};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  box-shadow: 0 10px 25px rgba(0, 0, 0, 0.2);
  /* On a phone: one low row across the bottom, within the gutters. */
  ${mobile} {
    left: ${GUTTER_PX}px;
    right: ${GUTTER_PX}px;
    bottom: ${GUTTER_PX}px;
    width: auto;
    max-height: ${PROMO_BAR_MAX_HEIGHT_PX}px;
    grid-template-columns: minmax(0, 1fr) auto auto;
    grid-template-areas: 'text links dismiss';
    gap: ${space[2]};
    padding: ${space[1]} ${space[1]} ${space[1]} ${space[3]};
    box-shadow: 0 4px 14px rgba(0, 0, 0, 0.2);
  }
`

const Title = styled.strong`
  grid-area: title;
  ${mobile} {
    display: none;
  }
`

const Text = styled.p`
  grid-area: text;
  margin: 0;
  color: ${colors.ink};
  ${mobile} {
    font-size: ${fontSize.xs};
    font-weight: 600;
    line-height: 1.2;
  }
`

const Lead = styled.span`
  ${mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`

const Dismiss = styled(RoundIconButton)`
  grid-area: dismiss;
  justify-self: end;
  font-size: 1.4rem;
`

const Links = styled.div`
  grid-area: links;
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
  ${mobile} {
    flex-wrap: nowrap;
    gap: ${space[3]};
  }
`
