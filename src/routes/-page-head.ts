import { ARTICLES } from '../content/articles'
import { INSTRUCTOR_JOB } from '../content/careers'
import { SITE_FAQS } from '../content/faqs'
import { MAIL_PAGES, type MailPagePath } from '../content/mail-pages'
import { PAGES, type PagePath } from '../content/pages'
import { SITE_NAME, SITE_URL } from '../content/site'
import { TOOLS } from '../content/tools'
import { BRAND_FONT_URL } from '../components/theme'
import { buildHead } from '../domain/head'
import { article, faqPage, jobPosting, organization, toolList } from '../domain/structured-data'

const site = { url: SITE_URL, name: SITE_NAME }

/** Structured data per page, where the spec names it. */
function jsonLdFor(path: PagePath): object[] {
  switch (path) {
    case '/':
    case '/contact':
      return [organization(site, PAGES['/'].description)]
    case '/faqs':
      return [faqPage(SITE_FAQS)]
    case '/careers':
      return [jobPosting(site, INSTRUCTOR_JOB)]
    case '/train':
      return [toolList(site, TOOLS)]
    default: {
      const meta = ARTICLES.find((a) => a.path === path)
      return meta ? [article(site, meta)] : []
    }
  }
}

/** The head of one of the site's pages: title, description, canonical, social tags, JSON-LD. */
export function pageHead(path: PagePath) {
  const head = buildHead(path, PAGES[path], {
    siteUrl: SITE_URL,
    siteName: SITE_NAME,
    defaultImage: '/og/site.jpg',
    jsonLd: jsonLdFor(path),
  })
  head.links.push(FONT_PRELOAD)
  return head
}

/** The brand typeface's one file (latin subset), fetched with the HTML rather than after the CSS. */
const FONT_PRELOAD = {
  rel: 'preload',
  href: BRAND_FONT_URL,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
}

/** The head of a page our mails link to: its title and description, never indexed. */
export function mailPageHead(path: MailPagePath) {
  const head = buildHead(path, MAIL_PAGES[path], {
    siteUrl: SITE_URL,
    siteName: SITE_NAME,
    defaultImage: '/og/site.jpg',
  })
  head.meta.push({ name: 'robots', content: 'noindex' })
  head.links.push(FONT_PRELOAD)
  return head
}

/** `?token=` of a mail's link: a string, or nothing. */
export function mailLinkSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search['token'] === 'string' ? { token: search['token'] } : {}
}
