import styled from 'styled-components'
import { TITLES, type TitleCode } from '../content/titles'
import { fontSize, radius, roles, space } from '../ui/theme'

/** A title badge (GM, IM, FM, CM, WFM, CPA) with its full name for screen readers and on hover. */
export function TitleBadge({ code }: { code: TitleCode }) {
  return (
    <Badge data-title={code}>
      <abbr title={TITLES[code]}>{code}</abbr>
    </Badge>
  )
}

/** Badges in a row, laid over the bottom of a portrait (the wrapper is `PortraitWithBadges`). */
export const BadgeRow = styled.span`
  position: absolute;
  right: -4px;
  bottom: -4px;
  display: flex;
  gap: ${space[1]};
`

/** A portrait's box, so badges can sit on its corner. */
export const PortraitWithBadges = styled.div`
  position: relative;
  justify-self: center;
  width: fit-content;
  margin: 0 auto;
  img {
    display: block;
  }
`

const Badge = styled.span`
  display: inline-block;
  min-width: ${space.section};
  padding: 0.2rem 0.45rem;
  border: 2px solid ${roles.onDark};
  border-radius: ${radius.pill};
  background: ${roles.badgeTitle};
  color: ${roles.onDark};
  font-size: ${fontSize.xs};
  font-weight: 800;
  line-height: 1.3;
  letter-spacing: 0.03em;
  text-align: center;
  abbr {
    text-decoration: none;
  }
`
