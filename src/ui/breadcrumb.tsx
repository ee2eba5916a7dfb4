import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { colors, space, TAP_TARGET_PX } from './theme'

/**
 * Where the page sits: `Home > Contact`. A navigation landmark named 'Breadcrumb' holding an
 * ordered list; the last item is the current page (aria-current="page", not a link).
 */
export function Breadcrumb({
  trail,
  current,
}: {
  /** The pages above this one, from the top. */
  trail: ReadonlyArray<{ to: string; label: string }>
  /** This page's name. */
  current: string
}) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </Nav>
  )
}

const Nav = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
    color: ${colors.muted};
  }
  li + li::before {
    content: '›' / '';
    margin: 0 ${space[2]};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET_PX}px;
    color: ${colors.navy};
    font-weight: 600;
  }
  [aria-current='page'] {
    color: ${colors.ink};
  }
`
