import type { ReactNode } from 'react'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { RETURN_HOME, UNEXPECTED_ERROR } from '../content/site'
import { Centered } from './not-found'
import { ensureBrandFont, GlobalStyle } from '../ui/theme'

// The brand typeface's @font-face (theme.ts): already in a prerendered page's head; added on the dev server.
ensureBrandFont()

/** Shown when a page fails to render (spec §8: the router's default failure page). */
export function ErrorPage({ error }: ErrorComponentProps) {
  return <ErrorMessage error={error} home={<Link to="/">{RETURN_HOME}</Link>} />
}

/**
 * The same page when the app itself failed to start (a route chunk that would not load, a failed
 * hydration): there is no router to link with, so the way home is a plain link.
 */
export function StartupErrorPage({ error }: { error: unknown }) {
  return (
    <>
      <GlobalStyle />
      <ErrorMessage error={error} home={<a href="/">{RETURN_HOME}</a>} />
    </>
  )
}

function ErrorMessage({ error, home }: { error: unknown; home: ReactNode }) {
  return (
    <Centered role="alert">
      <h1>{UNEXPECTED_ERROR}</h1>
      <p>{error instanceof Error ? error.message : 'Something went wrong.'}</p>
      {home}
    </Centered>
  )
}
