/*
 * The layout's numbers, with no imports so the Playwright tests can read them too
 * (src/components/theme.ts is the design system that uses them).
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
export const NAV_FULL_ROW_MIN_PX = { home: 1072, other: 880 } as const
