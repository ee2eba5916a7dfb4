import styled from 'styled-components'
import type { LessonTestimonial } from '../content/lessons'
import { colors } from './theme'

/**
 * One testimonial: the quote, then the author with their role ('Parent of Maya, 9') and, on the
 * kids page, their photo. The photo sits in a fixed 64 px box and loads lazily: nothing waits for
 * it, and if it fails to load the box keeps its size and the text stays where it is.
 */
export function TestimonialQuote({ testimonial }: { testimonial: LessonTestimonial }) {
  const { text, author, role, image } = testimonial
  return (
    <Figure>
      <Quote>
        <p>“{text}”</p>
      </Quote>
      <Caption>
        {image && (
          <Photo data-testimonial-photo="">
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
            />
          </Photo>
        )}
        <span>
          <Author>{author}</Author>
          <Role>{role}</Role>
        </span>
      </Caption>
    </Figure>
  )
}

const Figure = styled.figure`
  display: grid;
  align-content: space-between;
  gap: 1.25rem;
  height: 100%;
  margin: 0;
  padding: 2rem;
  border: 1px solid ${colors.border};
  border-radius: 16px;
  background: ${colors.surface};
`

const Quote = styled.blockquote`
  margin: 0;
  p {
    margin: 0;
    font-size: 1.15rem;
    line-height: 1.6;
  }
`

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 1rem;
`

/** The photo's box: 64 px whatever happens to the image. */
const Photo = styled.span`
  flex: none;
  display: block;
  width: 64px;
  height: 64px;
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
