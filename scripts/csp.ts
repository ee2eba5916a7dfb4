/**
 * The Content Security Policy of the built site ("Headers"), written by the prerender into
 * every page as a `<meta http-equiv>` (right after `<meta charset>`, before any script) and into
 * `dist/_headers` for static hosts that read that file (Netlify, Cloudflare Pages), which can also
 * send what a meta tag cannot: `frame-ancestors`, HSTS and the other security headers.
 *
 * Scripts: the site's own files, the scheduling widget's script, and the inline scripts of the pages by
 * their SHA-256 hash (only two exist, both fixed strings: the tap queue and React's form replay), never
 * 'unsafe-inline'. Styles allow inline CSS: styled-components and react-hot-toast inject `<style>`
 * elements at run time. Connections: the site and the Supabase URL the build embeds. Frames: the
 * scheduling widget only.
 */
import { createHash } from 'node:crypto'

export interface CspSources {
  /** 'sha256-...' of every inline script the pages hold. */
  scriptHashes: readonly string[]
  /** The Supabase project URL the build talks to (the site's own origin when it proxies /rest/v1). */
  supabaseUrl: string | undefined
  /** The scheduling widget: its script and the page it frames. */
  schedulingScriptUrl: string
  schedulingEventUrl: string
}

/** Executable inline `<script>` elements: no `src`, and a JavaScript type (not JSON-LD data). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => {
      if (/\bsrc\s*=/i.test(attributes)) return false
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
      return type === undefined || type === 'module' || type === 'text/javascript'
    })
    .map(([, , body = '']) => body)
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`
}

const origin = (url: string) => new URL(url).origin

/** The policy's directives; `forHeader` adds what only an HTTP header may carry. */
export function contentSecurityPolicy(sources: CspSources, forHeader = false): string {
  const connect = ["'self'"]
  if (sources.supabaseUrl) connect.push(origin(sources.supabaseUrl))
  const scheduling = origin(sources.schedulingScriptUrl)
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(sources.scriptHashes)].sort().join(' ')} ${scheduling}`,
    `style-src 'self' 'unsafe-inline' ${scheduling}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `frame-src ${origin(sources.schedulingEventUrl)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ]
  if (forHeader) directives.push("frame-ancestors 'none'", 'upgrade-insecure-requests')
  return directives.join('; ')
}

/** The page with its policy as the first element after `<meta charset>`. */
export function withCsp(html: string, sources: CspSources): string {
  const hashes = inlineScripts(html).map(scriptHash)
  const missing = hashes.filter((h) => !sources.scriptHashes.includes(h))
  if (missing.length) throw new Error(`inline script(s) without a hash in the policy: ${missing}`)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(sources)}" />`
  const charset = /<meta charset="[^"]*"\s*\/?>/i
  if (!charset.test(html)) throw new Error('page has no <meta charset>')
  return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
}

/** `dist/_headers`: the policy and the other security headers, for every path. */
export function headersFile(sources: CspSources): string {
  return [
    '# Security headers for static hosts that read _headers (Netlify, Cloudflare Pages); written by',
    '# scripts/prerender.ts from scripts/csp.ts. Other hosts: send the same headers.',
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(sources, true)}`,
    '  X-Content-Type-Options: nosniff',
    '  X-Frame-Options: DENY',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()',
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
    '',
  ].join('\n')
}
