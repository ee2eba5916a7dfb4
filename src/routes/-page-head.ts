import { PAGES, type PagePath } from '../content/pages'
import { SITE_NAME, SITE_URL } from '../content/site'
import { buildHead } from '../domain/head'

/** The head tags of one of the site's pages (title, description, canonical, social tags, JSON-LD). */
export function pageHead(path: PagePath, jsonLd?: object[]) {
  return buildHead(path, PAGES[path], {
    siteUrl: SITE_URL,
    siteName: SITE_NAME,
    defaultImage: '/og/site.png',
    jsonLd,
  })
}
