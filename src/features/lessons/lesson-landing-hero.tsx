import styled from 'styled-components'
import { BOOK_NOW_LABEL, BOOKING_ANCHOR, type LessonLandingContent } from '../../content/lessons'
import { BookLink, NextSession } from './lesson-landing-parts'
import { colors, CONTAINER_PX, fontSize, GUTTER_PX, mobile, space } from '../../ui/theme'

/** The landing's hero: the page's h1, the lead, the book button, the next session and the points. */
export function LessonHero({
  heading,
  hero,
}: {
  heading: string
  hero: LessonLandingContent['hero']
}) {
  return (
    <Hero data-landing-hero="">
      <HeroText>
        <h1>{heading}</h1>
        <Lead>{hero.lead}</Lead>
        <BookLink href={`#${BOOKING_ANCHOR}`}>{BOOK_NOW_LABEL}</BookLink>
        <NextSession />
        <Points>
          {hero.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </Points>
      </HeroText>
      <HeroImage
        src={hero.image.src}
        alt={hero.image.alt}
        width={hero.image.width}
        height={hero.image.height}
      />
    </Hero>
  )
}

const Hero = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space[6]};
  max-width: ${CONTAINER_PX + 2 * GUTTER_PX}px;
  margin: 0 auto;
  padding: ${space[7]} ${GUTTER_PX}px 2.5rem;
  h1 {
    margin: 0;
    font-size: clamp(1.9rem, 4vw, 2.9rem);
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding-top: ${space[6]};
  }
`

const HeroText = styled.div`
  display: grid;
  justify-items: start;
  gap: ${space[4]};
`

const Lead = styled.p`
  margin: 0;
  max-width: 620px;
  color: ${colors.muted};
  font-size: ${fontSize.cardTitle};
`

const Points = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  li::before {
    content: '✓ ';
    color: ${colors.red};
    font-weight: 700;
  }
`

/** 360 x 270 (content's hero images): the box is kept even if the image never arrives. */
const HeroImage = styled.img`
  display: block;
  width: 360px;
  max-width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  ${mobile} {
    display: none;
  }
`
