import { ExternalLink } from 'lucide-react'
import styled from 'styled-components'
import type { FederationProfile, Person } from '../content/people'
import { initialsOf } from '../domain/person-initials'
import { colors, fontSize, radius, roles, space } from '../ui/theme'
import { VisuallyHidden } from '../ui/visually-hidden'

/*
 * A person's face: their photo when the business has given one (people.ts), otherwise a monogram:
 * their initials in one calm style for everyone, white on the brand's navy (no colour per person or
 * title: a colour would mean something it does not). Either way a square of the given size, reserved before anything
 * loads (no layout shift), named by the person's name.
 */

/** Portrait sizes, by where the person is shown. */
export const PORTRAIT_PX = { founder: 200, coach: 160, team: 120 } as const

export function PersonPortrait({
  person,
  size,
  eager = false,
  className,
}: {
  person: Pick<Person, 'name' | 'photo'>
  size: number
  /** Load the photo at once: it is near the top of the page. Otherwise it loads lazily. */
  eager?: boolean
  className?: string
}) {
  const { photo, name } = person
  if (!photo) {
    return (
      <Monogram className={className} role="img" aria-label={name} data-monogram="" $size={size}>
        <span aria-hidden="true">{initialsOf(name)}</span>
      </Monogram>
    )
  }
  const smallest = photo.sources[0]
  return (
    <Photo
      className={className}
      src={smallest?.src}
      srcSet={photo.sources.map((s) => `${s.src} ${s.width}w`).join(', ')}
      sizes={`${size}px`}
      width={size}
      height={Math.round((size * photo.height) / photo.width)}
      alt={name}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      $size={size}
    />
  )
}

const Monogram = styled.span<{ $size: number }>`
  display: grid;
  place-items: center;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  background: ${colors.navy};
  /* A light inner ring: a finished badge rather than a flat disc. */
  box-shadow: ${(p) => `inset 0 0 0 ${Math.round(p.$size / 24)}px rgb(255 255 255 / 0.2)`};
  color: ${roles.onDark};
  font-size: ${(p) => Math.round(p.$size * 0.36)}px;
  font-weight: 800;
  letter-spacing: 0.04em;
  line-height: 1;
  user-select: none;
`

/** Fixed box, so a photo that is slow or fails never moves the text. */
const Photo = styled.img<{ $size: number }>`
  display: block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  background: ${colors.border};
  object-fit: cover;
`

/** Links to where a parent can check a title ("FIDE profile"), opening in a new tab. */
export function ProfileLinks({
  profiles,
  className,
}: {
  profiles?: ReadonlyArray<FederationProfile>
  className?: string
}) {
  if (!profiles || profiles.length === 0) return null
  return (
    <Links className={className}>
      {profiles.map((profile) => (
        <li key={profile.url}>
          <a href={profile.url} target="_blank" rel="noopener">
            {profile.kind} profile
            <ExternalLink aria-hidden="true" focusable="false" size={16} strokeWidth={2} />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </li>
      ))}
    </Links>
  )
}

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  margin: ${space[2]} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${space[1]};
    padding: ${space[1]} 0;
    border-radius: ${radius.sm};
    color: ${colors.navy};
    font-size: ${fontSize.small};
    font-weight: 600;
  }
`
