import type { ReactNode } from 'react'
import styled from 'styled-components'
import { LessonsPromo } from '../../ui/lessons-promo'
import { AnchorButton, LinkButton } from '../../ui/sections'
import { fontSize, space } from '../../ui/theme'

/**
 * What every quiz shows below its results (spec §2): the share buttons and the weekly class card
 * (slots: the route passes the share and subscribe features in), the lessons banner, the retry or
 * retake link (a full page load, so the quiz starts afresh) and the link to the Training Hub.
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
      <LessonsPromo />
      <Links>
        <AnchorButton href={retry.href}>{retry.label}</AnchorButton>
        <LinkButton to="/train" $variant="outline">
          {back.label}
        </LinkButton>
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
  max-width: 720px;
  h2 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[3]};
`
