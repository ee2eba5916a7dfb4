/*
 * The layout's numbers, with no imports so the Playwright tests can read them too
 * (src/ui/theme.ts is the design system that uses them).
 */

/** One container width for every section, the navbar and the footer (content box, without gutters). */
export const CONTAINER_PX = 1100
/** Side gutter of every block at every width. */
export const GUTTER_PX = 16

export const NAVBAR_HEIGHT_PX = 64

/**
 * The narrowest viewport (px) at which the navbar's full row (brand, links, booking button, gutters)
 * fits on one line, per page: the home page has two more links. Measured in Chromium with the brand
 * font and with its fallback (tests/e2e/layout-sweep.spec.ts measures the row's natural width at every
 * width and fails when these stop matching it: never below the need, at most 32 px above). A pure CSS
 * breakpoint, so the prerendered page is right before hydration.
 */
export const NAV_FULL_ROW_MIN_PX = { home: 1024, other: 848 } as const

/**
 * From this viewport width the navbar's links stand twice as far apart (1.5 rem): the home page's
 * row then needs about 1 090 px, well inside the room a 1280 px screen leaves.
 */
export const NAV_WIDE_GAP_FROM_PX = 1280

/** The smallest comfortable touch target: buttons, links styled as buttons, icon buttons. */
export const TAP_TARGET_PX = 44
/** A roomier touch target: quiz options and the larger call-to-action buttons. */
export const TAP_TARGET_LARGE_PX = 48
/** Round avatars and the lesson page's icon discs. */
export const AVATAR_PX = 64

/** Column widths (max-width of a centred block narrower than the container). */
export const COLUMN_PX = {
  /** Forms, short text blocks and single cards. */
  narrow: 640,
  /** Lead paragraphs under a section heading. */
  lead: 700,
  /** Reading width: quiz and tool panels, long-form text. */
  reading: 760,
  /** The style quiz's result. */
  result: 820,
  /** FAQ lists and the lesson page's about card. */
  faq: 860,
  /** Wide panels: card rows, the lesson pages' sections. */
  wide: 900,
} as const

/** Breakpoints below the mobile one (max-width, px): the narrowest phones. */
export const NARROW_PX = {
  /** Below 360 px: 320 px phones. */
  xs: 359,
  /** Below 400 px. */
  sm: 399,
  /** Below 480 px. */
  md: 479,
} as const

/**
 * The floating promo card on a phone (below the mobile breakpoint) is a compact bar at most this
 * high, within the side gutters: one row, so it never hides more than a strip of the page.
 */
export const PROMO_BAR_MAX_HEIGHT_PX = 56

/**
 * Room kept under the footer while a fixed phone bar shows: the promo bar (at most
 * PROMO_BAR_MAX_HEIGHT_PX, 16 px above the edge) and the booking bar (a 48 px button in 12 px
 * padding) are both at most 72 px tall from the bottom edge, plus a little air.
 */
export const PHONE_BAR_ROOM_PX = PROMO_BAR_MAX_HEIGHT_PX + GUTTER_PX + 8
