import { createGlobalStyle } from 'styled-components'
import { MOBILE_BREAKPOINT_PX } from '../../machines/timings'

/** Colours chosen for WCAG AA contrast against the backgrounds they are used on. */
export const colors = {
  ink: '#111827',
  muted: '#4b5563',
  surface: '#ffffff',
  surfaceAlt: '#f3f4f6',
  navy: '#1e293b',
  red: '#b91c1c',
  redDark: '#991b1b',
  focus: '#2563eb',
  /** Focus outline on navy (the navbar, the footer): 8:1 against it, where focus blue is 3:1. */
  focusOnDark: '#93c5fd',
  border: '#d1d5db',
} as const

/** `@media` query for screens narrower than the mobile breakpoint. */
export const mobile = `@media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`

export const NAVBAR_HEIGHT_PX = 64

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-padding-top: ${NAVBAR_HEIGHT_PX + 8}px; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    color: ${colors.ink};
    background: ${colors.surface};
    line-height: 1.6;
  }
  h1, h2, h3 { line-height: 1.2; }
  a { color: inherit; }
  img { max-width: 100%; height: auto; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
