import styled from 'styled-components'
import type { Testimonial } from '../content/blocks'
import { colors } from './theme'

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
 * One testimonial (spec §3): the quote, the author and their role, and their picture when there
 * is one (the kids page), else their initials. The picture is lazy (carousels sit below the fold)
 * and decorative: the name beside it says who it is.
 */
export function TestimonialCard({ text, author, role, image }: Omit<Testimonial, 'id'>) {
  return (
    <Figure>
      <blockquote>
        <p>“{text}”</p>
      </blockquote>
      <figcaption>
        {image ? (
          <Avatar
            as="img"
            src={image.src}
            width={image.width}
            height={image.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Avatar aria-hidden="true">{initials(author)}</Avatar>
        )}
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
  gap: 1.25rem;
  height: 100%;
  margin: 0;
  padding: 2rem;
  border: 1px solid ${colors.border};
  border-radius: 16px;
  background: ${colors.surface};
  blockquote {
    margin: 0;
  }
  blockquote p {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.6;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: 0.9rem;
    align-self: end;
  }
`

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${colors.navy};
  color: #fff;
  font-weight: 700;
  object-fit: cover;
`

const Author = styled.span`
  display: block;
  font-weight: 700;
`

const Role = styled.span`
  display: block;
  color: ${colors.muted};
`
