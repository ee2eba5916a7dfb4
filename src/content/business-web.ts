/**
 * Two of the business's facts (src/content/business.ts), kept in a module of their own because
 * every page's first load needs them (canonical links, the booking calendar) and must carry nothing
 * else of business.ts. Set them here; `npm run go-live` lists them while they are null.
 */

/** The public site's origin, no trailing slash: canonical links, the sitemap, links in mails. */
export const SITE_URL_FACT: string | null = null
/** The coach's 1-hour lesson event page on the scheduling service: the lesson pages' calendar. */
export const BOOKING_PAGE_URL_FACT: string | null = null

/** The canonical origin (a stand-in while unset) unless the build's VITE_SITE_URL says otherwise. */
export const BUSINESS_SITE_URL: string = SITE_URL_FACT ?? 'https://www.checkmatetutors.com'
export const BOOKING_PAGE_URL: string =
  BOOKING_PAGE_URL_FACT ?? 'https://calendly.com/checkmate-tutors/1-hour-lesson'
