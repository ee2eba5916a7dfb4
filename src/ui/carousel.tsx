import { useState, type ReactNode } from 'react'
import type * as CarouselMotion from './carousel-motion'
import styled from 'styled-components'
import { colors, COLUMN_PX, fontSize, mobile, space, TAP_TARGET_PX } from './theme'
import { OutlineButton } from './button'
import { useCarousel } from './use-carousel'

/** The slides' movement: fetched when the visitor first reaches for the controls, not with the page. */
let motion: typeof CarouselMotion | null = null
const loadMotion = () => {
  void import('./carousel-motion')
    .then((module) => {
      motion = module
    })
    .catch(() => undefined)
}

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Testimonials'. */
  label: string
  /** What one slide is, for the buttons: 'Previous testimonial', 'Show testimonial 3'. */
  itemName: string
  slides: ReadonlyArray<{ id: string; content: ReactNode }>
  /** Moves on by itself (lesson pages) until touched; never when reduced motion is preferred. */
  autoRotate?: boolean
}

/**
 * Previous/next buttons that wrap around, one dot button per slide, state in `machines/carousel`.
 * Every slide is in the HTML (crawlers and the prerender see all of them) and they share one grid
 * cell, so the box is as tall as the tallest and changing slides never shifts the page.
 */
export function Carousel({ label, itemName, slides, autoRotate = false }: CarouselProps) {
  const { index, rotating, region, pause, play, previous, next, goTo } = useCarousel(
    slides.length,
    autoRotate,
  )
  // Which side the next slide comes in from: presentation only, the chart keeps the index.
  const [from, setFrom] = useState<1 | -1>(1)
  const SlideIn = motion?.SlideIn

  return (
    <Region
      ref={region}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={pause}
      onFocus={pause}
    >
      <Slides aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <Slide
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            aria-hidden={i !== index}
            data-active={i === index}
          >
            {SlideIn && i === index ? (
              <SlideIn key={index} from={from}>
                {slide.content}
              </SlideIn>
            ) : (
              slide.content
            )}
          </Slide>
        ))}
      </Slides>
      <Controls onPointerEnter={loadMotion} onFocus={loadMotion}>
        <Arrow
          type="button"
          aria-label={`Previous ${itemName}`}
          onClick={() => {
            setFrom(-1)
            previous()
          }}
        >
          <span aria-hidden="true">‹</span>
        </Arrow>
        <Dots>
          {slides.map((slide, i) => (
            <Dot
              key={slide.id}
              type="button"
              aria-label={`Show ${itemName} ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => {
                setFrom(i < index ? -1 : 1)
                goTo(i)
              }}
            />
          ))}
        </Dots>
        <Arrow
          type="button"
          aria-label={`Next ${itemName}`}
          onClick={() => {
            setFrom(1)
            next()
          }}
        >
          <span aria-hidden="true">›</span>
        </Arrow>
        {autoRotate && (
          <Toggle type="button" onClick={rotating ? pause : play}>
            {rotating ? 'Pause' : 'Play'}
          </Toggle>
        )}
      </Controls>
    </Region>
  )
}

const Region = styled.section`
  display: grid;
  gap: ${space[4]};
  max-width: ${COLUMN_PX.reading}px;
  margin: 0 auto;
`

const Slides = styled.div`
  display: grid;
`

const Slide = styled.div`
  grid-area: 1 / 1;
  &[data-active='false'] {
    visibility: hidden;
  }
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space[3]};
`

const Arrow = styled.button`
  width: ${TAP_TARGET_PX}px;
  height: ${TAP_TARGET_PX}px;
  border: 2px solid ${colors.navy};
  border-radius: 50%;
  background: ${colors.surface};
  color: ${colors.navy};
  font-size: ${fontSize.xl};
  line-height: 1;
  cursor: pointer;
`

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[1]};
  ${mobile} {
    gap: 0;
  }
`

/**
 * A 14 px dot inside a target 44 px tall and 28 px wide (26 px on phones, so eight dots and both
 * arrows fit a 360 px screen; on narrower ones the controls wrap rather than scroll sideways).
 */
const Dot = styled.button`
  width: 28px;
  ${mobile} {
    width: 26px;
  }
  height: ${TAP_TARGET_PX}px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 14px;
    height: 14px;
    margin: 0 auto;
    border: 2px solid ${colors.navy};
    border-radius: 50%;
  }
  &[aria-current='true']::before {
    background: ${colors.navy};
  }
`

const Toggle = OutlineButton
