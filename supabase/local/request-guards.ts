/**
 * What the dev and preview servers check on a request before it goes on: the client's address as
 * the hosted gateway passes it (never as the request says it), and no path into `.local`.
 */

/**
 * The client's address as the hosted gateway passes it on: `cf-connecting-ip` (the header the
 * database's client key reads, app_private.client_settings) and `x-forwarded-for`, both set to the
 * address of the connection the request came in on, replacing whatever the request said, as the
 * hosted edge does (`xfwd` would append to a header the client chose).
 */
export const CLIENT_ADDRESS_HEADERS = ['cf-connecting-ip', 'x-forwarded-for'] as const

export function setForwardedFor(
  proxyRequest: { setHeader(name: string, value: string): void },
  request: { socket: { remoteAddress?: string | undefined } },
): void {
  for (const name of CLIENT_ADDRESS_HEADERS)
    proxyRequest.setHeader(name, request.socket.remoteAddress ?? '')
}

/** True when a request path names something inside a `.local` folder, in any spelling. */
export function reachesLocalDir(url: string): boolean {
  let pathname = url.split(/[?#]/, 1)[0] ?? ''
  for (let i = 0; i < 3; i += 1) {
    try {
      const decoded = decodeURIComponent(pathname)
      if (decoded === pathname) break
      pathname = decoded
    } catch {
      return true // malformed escapes: refuse rather than guess
    }
  }
  return pathname.split(/[\\/]+/).some((segment) => segment.toLowerCase() === '.local')
}
