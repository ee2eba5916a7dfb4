import styled from 'styled-components'
import type { Testimonial } from '../../content/blocks'
import { AVATAR_PX, colors, fontSize, radius, roles, space } from '../../ui/theme'

/** 'Rachel M.' -> 'RM': the badge shown when a testimonial has no picture. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}]/gu, '').charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase()
}

/**
 * One testimonial (spec §3): the quote, the author and their role and, where the page has photos
 * (`photoSlot`: the kids page), a fixed 64 px slot: their photo once given, their monogram (the
 * site's one calm style) until then. The photo loads lazily: nothing waits for it, and if it fails
 * to load the box keeps its size and the text stays put. Elsewhere no picture at all.
 */
export function TestimonialCard({
  text,
  author,
  role,
  image,
  photoSlot = false,
}: Omit<Testimonial, 'id'> & { photoSlot?: boolean }) {
  return (
    <Figure>
      <blockquote>
        <p>“{text}”</p>
      </blockquote>
      <figcaption>
        {image ? (
          <Photo data-testimonial-photo="">
            <img
              src={image.src}
              width={image.width}
              height={image.height}
              alt={image.alt ?? ''}
              loading="lazy"
              decoding="async"
            />
          </Photo>
        ) : photoSlot ? (
          <Photo data-testimonial-photo="">
            <Monogram aria-hidden="true">{initials(author)}</Monogram>
          </Photo>
        ) : null}
        <span>
          <Author>{author}</Author>
          <Role>{role}</Role>
        </span>
      </figcaption>
    </Figure>
  )
}

const Figure = styled.figure`
  display: grid;
  gap: ${space.card};
  height: 100%;
  margin: 0;
  padding: ${space[6]};
  border: 1px solid ${colors.border};
  border-radius: ${radius.xl};
  background: ${colors.surface};
  blockquote {
    margin: 0;
  }
  blockquote p {
    margin: 0;
    font-size: ${fontSize.cardTitle};
    line-height: 1.6;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 0.9rem;
    align-self: end;
  }
`

/** Until a photo is given: the author's initials, white on the brand's navy, filling the slot. */
const Monogram = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: ${colors.navy};
  color: ${roles.onDark};
  font-weight: 700;
`
/** The photo's box: 64 px whatever happens to the image. */
const Photo = styled.span`
  flex: none;
  display: block;
  width: ${AVATAR_PX}px;
  height: ${AVATAR_PX}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${colors.surfaceAlt};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    font-size: 0.6rem;
  }
`

const Author = styled.span`
  display: block;
  font-weight: 700;
`

const Role = styled.span`
  display: block;
  color: ${colors.muted};
`
