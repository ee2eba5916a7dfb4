import type { ReactNode } from 'react'
import styled from 'styled-components'
import { LessonsPromo } from '../../parts/lessons-promo'
import { Link } from '@tanstack/react-router'
import { AnchorButton } from '../../ui/sections'
import { colors, fontSize, space, TAP_TARGET_PX } from '../../ui/theme'

/**
 * What every quiz shows below its results (spec §2): the share buttons and the weekly class card
 * (slots: the route passes the share and subscribe features in), the lessons banner, the retry or
 * retake link (a full page load, so the quiz starts afresh) and the link to the Training Hub. The
 * result's own next step is its one filled call to action; everything here is secondary.
 */
export function QuizBelowResults({
  share,
  signup,
  retry,
  back,
}: {
  share: ReactNode
  signup: ReactNode
  retry: { href: string; label: string }
  back: { label: string }
}) {
  return (
    <>
      <Share aria-label="Share your result">
        <h2>Share Your Result</h2>
        {share}
      </Share>
      <LessonsPromo primary={false} />
      <Links>
        <AnchorButton href={retry.href} $variant="outline">
          {retry.label}
        </AnchorButton>
        <TextLink to="/train">{back.label}</TextLink>
      </Links>
      {signup}
    </>
  )
}

const Share = styled.section`
  display: grid;
  gap: ${space[3]};
  justify-items: center;
  margin: ${space[6]} auto 0;
  h2 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space[3]} ${space[5]};
`

/** The way back: a plain link, quieter than the retry button beside it. */
const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET_PX}px;
  color: ${colors.navy};
  font-weight: 700;
`
