/**
 * Cross-origin answers only for the site's own pages. A browser lets a page of another origin read
 * a function's answer only when `Access-Control-Allow-Origin` names that page's origin; naming the
 * site's origin alone (never `*`) means no other page on the web can have its visitors' browsers
 * fetch and solve challenges or post to the functions in the site's name.
 *
 * The origin is SITE_ORIGIN when set, else the origin of SITE_URL (the site the mails link to);
 * locally that is the dev or preview server, which reaches the functions through its own proxy
 * (same origin, no CORS at all).
 */
export function siteOrigin(siteUrl: string, override?: string | null): string {
  const configured = override?.trim()
  return new URL(configured || siteUrl).origin
}

/** `response` with the site's origin as the one allowed origin (whatever the handler set). */
export function withSiteCors(response: Response, origin: string): Response {
  const headers = new Headers(response.headers)
  headers.set('Access-Control-Allow-Origin', origin)
  const vary = headers.get('Vary')
  if (
    !vary
      ?.toLowerCase()
      .split(/\s*,\s*/)
      .includes('origin')
  ) {
    headers.set('Vary', vary ? `${vary}, Origin` : 'Origin')
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
