import type { PageMeta } from '../content/pages'

/** The head of a route, in the shape TanStack Router's `head` option returns. */
export interface RouteHead {
  meta: Array<Record<string, string>>
  links: Array<Record<string, string>>
  scripts?: Array<{ type: string; children: string }>
}

export interface HeadOptions {
  siteUrl: string
  siteName: string
  /** Default social preview image path when the page has none of its own. */
  defaultImage: string
  /** Structured data objects (JSON-LD) for this page. */
  jsonLd?: object[]
}

/** Builds title, description, keywords, canonical link, Open Graph and Twitter tags for a page. */
export function buildHead(path: string, page: PageMeta, options: HeadOptions): RouteHead {
  const base = options.siteUrl.replace(/\/$/, '')
  const canonical = base + (page.canonicalPath ?? path)
  const image = base + (page.ogImage ?? options.defaultImage)
  const meta: Array<Record<string, string>> = [
    { title: page.title },
    { name: 'description', content: page.description },
  ]
  if (page.keywords) meta.push({ name: 'keywords', content: page.keywords })
  meta.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: options.siteName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
  )
  const head: RouteHead = { meta, links: [{ rel: 'canonical', href: canonical }] }
  if (options.jsonLd?.length) {
    head.scripts = options.jsonLd.map((data) => ({
      type: 'application/ld+json',
      children: JSON.stringify(data),
    }))
  }
  return head
}
