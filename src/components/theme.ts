import { createGlobalStyle } from 'styled-components'
import { MOBILE_BREAKPOINT_PX } from '../../machines/timings'
import { BRAND_COLORS } from '../content/brand'

/** The brand's colours (src/content/brand.ts, shared with the mail templates). */
export const colors = BRAND_COLORS

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
