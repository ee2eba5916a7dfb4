import styled from 'styled-components'
import { CardColumns } from '../ui/card-grid'
import type { Picture } from '../content/blocks'
import type { Person } from '../content/people'
import { titleOf, type TitleCode } from '../content/titles'
import { cardBox, grid, Prose } from '../ui/sections'
import { colors, COLUMN_PX, fontSize, mobile, radius, roles, space } from '../ui/theme'
import { PersonPortrait, PORTRAIT_PX, ProfileLinks } from './person-portrait'
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
 * A person's profile: portrait (their photo, or their monogram until one is given), name (a
 * heading), role, credentials, federation profiles and a bio (the founder).
 */
export function Profile({
  person,
  credentials = [],
  titles = [],
  headingLevel = 3,
  eager = false,
}: {
  person: Person
  credentials?: ReadonlyArray<string>
  /** Title badges on the portrait (the founder's WFM and CPA). */
  titles?: ReadonlyArray<TitleCode>
  headingLevel?: 2 | 3
  /** Load the photo at once (it is near the top of the page). */
  eager?: boolean
}) {
  const Heading = `h${headingLevel}` as const
  return (
    <ProfileBox>
      <PortraitWithBadges>
        <PersonPortrait person={person} size={PORTRAIT_PX.founder} eager={eager} />
        {titles.length > 0 && (
          <BadgeRow>
            {titles.map((code) => (
              <TitleBadge key={code} code={code} />
            ))}
          </BadgeRow>
        )}
      </PortraitWithBadges>
      <div>
        <Heading>{person.name}</Heading>
        <Role>{person.title}</Role>
        {credentials.length > 0 && (
          <Badges aria-label="Credentials">
            {credentials.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </Badges>
        )}
        <Prose>
          {person.bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
        <ProfileLinks profiles={person.profiles} />
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

/** The teaching team: one card per member with a portrait, name, title, bio and profiles. */
export function TeamGrid({ members }: { members: ReadonlyArray<Person> }) {
  return (
    <CardColumns count={members.length} minPx={220}>
      <TeamList>
        {members.map((member) => (
          <li key={member.id} id={member.id}>
            <PortraitWithBadges>
              <PersonPortrait person={member} size={PORTRAIT_PX.team} />
              <BadgeRow>
                <TitleBadge code={titleOf(member.name)} />
              </BadgeRow>
            </PortraitWithBadges>
            <h3>{member.name}</h3>
            <Role>{member.title}</Role>
            {member.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <TeamProfileLinks profiles={member.profiles} />
          </li>
        ))}
      </TeamList>
    </CardColumns>
  )
}

const TeamProfileLinks = styled(ProfileLinks)`
  justify-content: center;
`

const TeamList = styled.ul`
  ${grid('220px')}
  > li {
    ${cardBox}
    text-align: center;
  }
  /* Arrived from a lesson page's coach link: their card is marked. */
  > li:target {
    border-color: ${colors.navy};
    box-shadow: 0 0 0 2px ${colors.navy};
  }
  h3 {
    margin: ${space[3]} 0 0;
    font-size: ${fontSize.cardTitle};
  }
  p:last-of-type {
    margin: 0;
    color: ${colors.muted};
  }
`
