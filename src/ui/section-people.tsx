import type { ReactNode } from 'react'
import styled from 'styled-components'
import { CardColumns } from './card-grid'
import type { Picture, TeamMember } from '../content/blocks'
import { titleOf, type TitleCode } from '../content/titles'
import { cardBox, grid, Prose } from './sections'
import { colors, COLUMN_PX, fontSize, mobile, radius, roles, space } from './theme'
import { BadgeRow, PortraitWithBadges, TitleBadge } from './title-badge'

/* Pictures and the people of the sales pages: a profile, the teaching team (see sections.tsx). */

// ---------------------------------------------------------------------------------------------
// People

/** A local picture with its size set (no layout shift); lazy unless it is above the fold. */
export function Img({
  picture,
  alt,
  eager = false,
  className,
}: {
  picture: Picture
  alt: string
  eager?: boolean
  className?: string
}) {
  return (
    <img
      className={className}
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={alt}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  )
}

/**
 * A person's profile: portrait, name (a heading), role, credentials and a bio (the founder, a
 * coach). The portrait is decorative (alt=""): the name beside it says who it is.
 */
export function Profile({
  name,
  role,
  image,
  credentials = [],
  titles = [],
  headingLevel = 3,
  eager = false,
  children,
}: {
  name: string
  role: string
  image: Picture
  credentials?: ReadonlyArray<string>
  /** Title badges on the portrait (the founder's WFM and CPA). */
  titles?: ReadonlyArray<TitleCode>
  headingLevel?: 2 | 3
  /** Load the portrait at once (it is near the top of the page). */
  eager?: boolean
  children: ReactNode
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ProfileBox>
      <PortraitWithBadges>
        <Portrait picture={image} alt="" eager={eager} />
        {titles.length > 0 && (
          <BadgeRow>
            {titles.map((code) => (
              <TitleBadge key={code} code={code} />
            ))}
          </BadgeRow>
        )}
      </PortraitWithBadges>
      <div>
        <Heading>{name}</Heading>
        <Role>{role}</Role>
        {credentials.length > 0 && (
          <Badges aria-label="Credentials">
            {credentials.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Badges>
        )}
        <Prose>{children}</Prose>
      </div>
    </ProfileBox>
  )
}

const ProfileBox = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${space[6]};
  max-width: ${COLUMN_PX.wide}px;
  margin: 0 auto;
  h2,
  h3 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
    text-align: center;
    ${Prose} {
      text-align: left;
    }
  }
`

const Portrait = styled(Img)`
  border-radius: 50%;
`

const Role = styled.p`
  margin: ${space[1]} 0 ${space[3]};
  color: ${colors.muted};
  font-weight: 600;
`

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin: 0 0 ${space[4]};
  padding: 0;
  list-style: none;
  ${mobile} {
    justify-content: center;
  }
  li {
    padding: ${space[1]} ${space[3]};
    border-radius: ${radius.pill};
    background: ${colors.navy};
    color: ${roles.onDark};
    font-size: ${fontSize.small};
    font-weight: 600;
  }
`

/** The teaching team: one card per member with a portrait (lazy, decorative), name, title and bio. */
export function TeamGrid({ members }: { members: ReadonlyArray<TeamMember> }) {
  return (
    <CardColumns count={members.length} minPx={220}>
      <TeamList>
        {members.map((member) => (
          <li key={member.name}>
            <PortraitWithBadges>
              <Portrait picture={member.image} alt="" />
              <BadgeRow>
                <TitleBadge code={titleOf(member.name)} />
              </BadgeRow>
            </PortraitWithBadges>
            <h3>{member.name}</h3>
            <Role>{member.title}</Role>
            <p>{member.bio}</p>
          </li>
        ))}
      </TeamList>
    </CardColumns>
  )
}

const TeamList = styled.ul`
  ${grid('220px')}
  li {
    ${cardBox}
    text-align: center;
  }
  h3 {
    margin: ${space[3]} 0 0;
    font-size: ${fontSize.cardTitle};
  }
  p:last-child {
    margin: 0;
    color: ${colors.muted};
  }
`
