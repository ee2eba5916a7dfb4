import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { NextClassLine } from '../../parts/next-class'
import { WEEKLY_CLASS_NAME } from '../../content/weekly-class'
import { colors, fontSize, radius, space, TAP_TARGET_PX } from '../../ui/theme'

/**
 * What follows the hub's tools: the free weekly live lessons offer (its button and popup come from
 * the route), the link to /learn and quick navigation.
 */
export function HubLinks({ weeklyLessons }: { weeklyLessons?: ReactNode }) {
  return (
    <>
      {weeklyLessons && (
        <Band aria-labelledby="weekly-lessons-heading">
          <h2 id="weekly-lessons-heading">Free {WEEKLY_CLASS_NAME}</h2>
          <p>
            Every Saturday at 7 PM EST: 30 minutes of live Q&amp;A with titled masters. Free,
            online, all levels.
          </p>
          <NextClassLine />
          {weeklyLessons}
        </Band>
      )}

      <Learn aria-labelledby="learn-heading">
        <h2 id="learn-heading">New to Chess?</h2>
        <p>
          Start with the basics: articles, a knowledge quiz, a free cheat sheet and video lessons in{' '}
          <Link to="/learn">Learn Chess</Link>.
        </p>
      </Learn>

      <QuickNav aria-label="Quick navigation">
        <h2>Quick Navigation</h2>
        <ul>
          <li>
            <Link to="/find-your-level">Find Your Chess Level</Link>
          </li>
          <li>
            <Link to="/chess-style">Chess Style Quiz</Link>
          </li>
          <li>
            <Link to="/quiz">Chess Knowledge Quiz</Link>
          </li>
          <li>
            <Link to="/study-plan">Study Plan Generator</Link>
          </li>
          <li>
            <Link to="/opening-recommender">Opening Recommender</Link>
          </li>
          <li>
            <Link to="/articles">Chess Articles</Link>
          </li>
          <li>
            <Link to="/resources">Resources</Link>
          </li>
          <li>
            <Link to="/learn">Learn Chess</Link>
          </li>
        </ul>
      </QuickNav>
    </>
  )
}

const Band = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space[3]};
  margin: ${space.section} 0 0;
  padding: ${space[6]} ${space[4]};
  border-radius: ${radius.lg};
  background: ${colors.surfaceAlt};
  text-align: center;
  h2,
  p {
    margin: 0;
  }
`

const Learn = styled.section`
  margin-top: ${space.section};
  h2 {
    margin: 0 0 ${space[2]};
  }
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
    color: ${colors.navy};
  }
`

const QuickNav = styled.nav`
  margin-top: ${space.section};
  h2 {
    margin: 0 0 ${space[2]};
    font-size: ${fontSize.lg};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space[1]} 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET_PX}px;
    color: ${colors.navy};
    font-weight: 600;
  }
`
