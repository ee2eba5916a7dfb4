import styled from 'styled-components'
import { TITLES, type TitleCode } from '../content/titles'
import { roles } from './theme'

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
  gap: 0.25rem;
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
  min-width: 2.5rem;
  padding: 0.2rem 0.45rem;
  border: 2px solid #fff;
  border-radius: 999px;
  background: ${roles.badgeTitle};
  color: #fff;
  font-size: 0.8125rem;
  font-weight: 800;
  line-height: 1.3;
  letter-spacing: 0.03em;
  text-align: center;
  abbr {
    text-decoration: none;
  }
`
