import type { PagePath } from '../content/pages'

/**
 * A page's path as the plain URL a `<Link to>` takes. The articles and the style pages are served by
 * routes with a param (/articles/$slug, /chess-style-{$style}), whose concrete paths the router's
 * typed `to` does not list; the router matches the URL all the same.
 */
export const pagePath = (path: PagePath): string => path
