import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { RETURN_HOME, UNEXPECTED_ERROR } from '../content/site'
import { Centered } from './not-found'

/** Shown when a page fails to render (spec §8: the router's default failure page). */
export function ErrorPage({ error }: ErrorComponentProps) {
  return (
    <Centered role="alert">
      <h1>{UNEXPECTED_ERROR}</h1>
      <p>{error instanceof Error ? error.message : 'Something went wrong.'}</p>
      <Link to="/">{RETURN_HOME}</Link>
    </Centered>
  )
}
