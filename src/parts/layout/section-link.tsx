import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { HomeSection } from '../../content/site'

/**
 * A link to a section of the home page: scrolls to it on the home page, and goes to `/#section`
 * from any other page.
 */
export function SectionLink({
  section,
  children,
  className,
  onClick,
}: {
  section: HomeSection
  children: ReactNode
  className?: string
  onClick?: () => void
}) {
  return (
    <Link
      to="/"
      hash={section}
      className={className}
      onClick={onClick}
      hashScrollIntoView={{ behavior: prefersReducedMotion() ? 'auto' : 'smooth' }}
    >
      {children}
    </Link>
  )
}

/** Whether the visitor asked for less motion: then section links jump instead of gliding. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}
