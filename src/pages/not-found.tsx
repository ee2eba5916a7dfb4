import { useEffect, useState } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import styled from 'styled-components'
import { NOT_FOUND_TITLE, RETURN_HOME, SITE_NAME } from '../content/site'
import { colors, space } from '../ui/theme'

/** The 404 page (spec §2): logs the bad path to the console. */
export function NotFound() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // The path that was not found: kept from the first render, so leaving the page logs nothing more.
  const [badPath] = useState(pathname)
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', badPath)
  }, [badPath])
  return (
    <Centered>
      <title>{`Page not found | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">{RETURN_HOME}</Link>
    </Centered>
  )
}

export const Centered = styled.section`
  display: grid;
  justify-items: center;
  gap: ${space[2]};
  padding: 5rem ${space[4]};
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(1.8rem, 4vw, 2.6rem);
  }
  p {
    color: ${colors.muted};
  }
  a {
    color: ${colors.red};
    font-weight: 600;
  }
`
