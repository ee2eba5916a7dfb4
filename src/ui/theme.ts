import { createGlobalStyle } from 'styled-components'
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import { PHONE_LAYOUT_BELOW_PX } from '../../machines/timings'
import { BRAND_FONT_ATTRIBUTE } from '../startup/before-hydration'
import { BRAND_COLORS } from './brand-colors'
import {
  AVATAR_PX,
  COLUMN_PX,
  CONTAINER_PX,
  GUTTER_PX,
  NARROW_PX,
  NAVBAR_HEIGHT_PX,
  TAP_TARGET_LARGE_PX,
  TAP_TARGET_PX,
} from './layout-metrics'

export {
  AVATAR_PX,
  COLUMN_PX,
  CONTAINER_PX,
  GUTTER_PX,
  NARROW_PX,
  NAVBAR_HEIGHT_PX,
  TAP_TARGET_LARGE_PX,
  TAP_TARGET_PX,
}

/*
 * The site's one small design system: container, spacing, type, colours by role, radii, the
 * brand typeface. Components read these tokens rather than ad-hoc values.
 */

/** The brand's colours (src/ui/brand-colors.ts, shared with the mail templates). */
export const colors = BRAND_COLORS

/** Colours by role: the action red is not the error red nor a badge colour. All pass WCAG AA. */
export const roles = {
  action: BRAND_COLORS.red,
  onAction: '#ffffff',
  /** Text and rings on a dark or coloured fill (navy, red, badges). */
  onDark: '#ffffff',
  /** Error text and invalid-field borders: a darker, pinker red than the action red. */
  error: '#9f1239',
  success: '#166534',
  badgeHot: '#c2410c',
  badgeNew: '#047857',
  badgeTitle: BRAND_COLORS.navy,
  textMuted: BRAND_COLORS.muted,
  /** Black ink on the printable cheat sheet. */
  print: '#000000',
} as const

/** The quiz's column: its progress bar and question card. */
export const QUIZ_CARD_PX = 720

/** Spacing scale (rem). */
export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  /** Tight gaps in lists and the vertical padding of buttons and chips. */
  tight: '0.6rem',
  /** Padding inside a card and the gap between cards. */
  card: '1.25rem',
  /** Space between blocks inside a section. */
  section: '2.5rem',
} as const

/** Type scale (rem), with the two fluid heading sizes. */
export const fontSize = {
  xs: '0.8125rem',
  sm: '0.875rem',
  base: '1rem',
  md: '1.125rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
  h1: 'clamp(1.8rem, 4vw, 2.8rem)',
  /** Captions, meta lines and footer links. */
  small: '0.9rem',
  /** Card headings. */
  cardTitle: '1.15rem',
  /** Article and card titles one step above the card heading. */
  title: '1.2rem',
} as const

/** Corner radii. */
export const radius = {
  xs: '4px',
  sm: '6px',
  md: '8px',
  /** Cards inside a panel: accordion items, quiz options, dialogs. */
  card: '10px',
  lg: '12px',
  /** The quiz's question card. */
  question: '14px',
  xl: '16px',
  pill: '999px',
} as const

/** Icon sizes (Lucide SVGs, docs/motion-and-icons.md) and the tiles they sit on. */
export const iconSize = {
  /** Beside a line of text: a result card's trophy, sprout or light bulb. */
  inline: '1.25rem',
  /** A tool card's icon, on its tile. */
  tool: '1.5rem',
  toolTile: '2.75rem',
  /** The featured tool's icon, on its disc. */
  featured: '2.25rem',
  featuredDisc: '4rem',
} as const

/** A centred block of the container width with its side gutters (padding inside, border box). */
export const container = `width:100%;max-width:${CONTAINER_PX + 2 * GUTTER_PX}px;margin-inline:auto;padding-inline:${GUTTER_PX}px;`

/**
 * A button's label: one line, never cut. Side padding and, below 360 px, the size shrink a little so
 * the longest label ('Book Your FREE Discovery Session') fits a 320 px phone (tests/e2e/layout-sweep).
 */
export const controlLabel = `white-space:nowrap;text-decoration:none;padding-inline:clamp(0.7rem,3.5vw,1.2rem);@media (max-width:359px){font-size:0.9375rem;}`

/** `@media` query for the phone layout: screens narrower than `PHONE_LAYOUT_BELOW_PX`. */
export const mobile = `@media (max-width: ${PHONE_LAYOUT_BELOW_PX - 1}px)`

/**
 * The self-hosted brand typeface: Inter (variable weight), latin subset only. Nothing but the HTML
 * and its inline CSS before the first paint: not preloaded (Lighthouse's mobile FCP of /
 * was about 1.75 s with the preload), and not asked for by a page view that does not know the file is
 * cached (1.05 s when the first paint's text asked for it, 0.70 s when it did not). The body uses it
 * under `<html data-brand-font>` only: src/services/brand-font.ts and src/startup/before-hydration.ts.
 */
const BRAND_FONT_URL = interLatinUrl

/**
 * The fallback's metrics adjusted to Inter's (computed with capsize from Inter's and Arial's metrics;
 * tests/unit/theme-font.test.ts recomputes them), so the swap to Inter moves nothing. Liberation Sans
 * has Arial's metrics (Linux).
 */
export const FALLBACK_METRICS = {
  ascentOverride: '90.4365%',
  descentOverride: '22.518%',
  lineGapOverride: '0%',
  sizeAdjust: '107.1194%',
} as const

const fallbackFamily = `'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`

/**
 * The brand typeface's @font-face rules. They are NOT part of GlobalStyle: styled-components removes
 * and re-inserts a global style when it mounts (hydration), and a re-declared font face loads again,
 * so the text would flash back to the fallback for a frame or two (a layout shift of 0.0001-0.0003;
 * tests/e2e/lessons.spec.ts 'no layout shift'). The prerender writes them once into the page's head
 * (src/entry-server.tsx); ensureBrandFont adds them where no prerendered head did (dev server).
 */
export const brandFontCss = () => `
  @font-face {
    font-family: 'Inter';
    font-style: normal;
    /* optional, not swap: the file is used when it is in within the short block period (a fast link,
       or the cache on the next page), else this page view keeps the metric-matched fallback. A swap after the first paint moved centred headings and the navbar by a few pixels
       (capsize matches the average glyph width, not every string's): layout shifts of 0.0001-0.0003. */
    font-display: optional;
    font-weight: 100 900;
    src: url(${BRAND_FONT_URL}) format('woff2');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');
    ascent-override: ${FALLBACK_METRICS.ascentOverride};
    descent-override: ${FALLBACK_METRICS.descentOverride};
    line-gap-override: ${FALLBACK_METRICS.lineGapOverride};
    size-adjust: ${FALLBACK_METRICS.sizeAdjust};
  }
`

/** The id of the <style> element that holds brandFontCss(). */
export const BRAND_FONT_STYLE_ID = 'brand-font'

/**
 * Declares the brand typeface on the dev server, whose index.html has no prerendered head. Production
 * pages are all prerendered with it, so the build drops this (and the CSS string) from the client bundle.
 */
export function ensureBrandFont() {
  if (!import.meta.env.DEV || typeof document === 'undefined') return
  if (document.getElementById(BRAND_FONT_STYLE_ID)) return
  const style = document.createElement('style')
  style.id = BRAND_FONT_STYLE_ID
  style.textContent = brandFontCss()
  document.head.append(style)
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-padding-top: ${NAVBAR_HEIGHT_PX + 8}px; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${fallbackFamily};
    color: ${colors.ink};
    background: ${colors.surface};
    line-height: 1.6;
  }
  /* Inter only on a page view that knows the file is cached (src/services/brand-font.ts). */
  html[${BRAND_FONT_ATTRIBUTE}] body { font-family: 'Inter', ${fallbackFamily}; }
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
