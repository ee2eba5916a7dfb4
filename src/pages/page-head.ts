/**
 * Each page's head (title, description, canonical, social tags, JSON-LD). The prerendered HTML carries
 * the head of its page, so the browser needs a page's head only when the app renders that page: every
 * route builds its head in its `loader`, which the router plugin puts in the route's own chunk with its
 * component (vite.config.ts), and `head` returns the loader's result. So no page's head, and none of
 * the content it is made of, is in the first load (tests/bundle/first-load.test.ts).
 */
import { MAIL_PAGES, type MailPagePath } from '../content/mail-pages'
import { PAGES, type PagePath } from '../content/pages'
import { SITE_NAME, SITE_URL } from '../content/site'
import { buildHead } from '../domain/head'
import { organization } from '../domain/structured-data'

/** The site, as the structured-data builders (src/domain/structured-data.ts) take it. */
export const SITE = { url: SITE_URL, name: SITE_NAME }

/** The business, as the home page and /contact describe it in their structured data. */
export const organizationLd = () => organization(SITE, PAGES['/'].description)

/**
 * The head of one of the site's pages: title, description, canonical, social tags, and the page's
 * structured data (JSON-LD) where the spec names it.
 */
export function pageHead(path: PagePath, jsonLd: object[] = []) {
  const head = buildHead(path, PAGES[path], {
    siteUrl: SITE_URL,
    siteName: SITE_NAME,
    defaultImage: '/og/site.jpg',
    jsonLd,
  })
  return head
}

/** The head of a page our mails link to: its title and description, never indexed. */
export function mailPageHead(path: MailPagePath) {
  const head = buildHead(path, MAIL_PAGES[path], {
    siteUrl: SITE_URL,
    siteName: SITE_NAME,
    defaultImage: '/og/site.jpg',
  })
  head.meta.push({ name: 'robots', content: 'noindex' })
  return head
}
