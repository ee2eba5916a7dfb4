/**
 * The Content Security Policy of the built site (scripts/csp.ts): every page of dist carries it as the
 * first thing after `<meta charset>`, before any script; every inline script a page holds is allowed by
 * its hash and nothing else is; `dist/_headers` sends the same policy with what only a header can say;
 * and the build ships no source map. Run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineScripts, scriptHash } from '../../scripts/csp'
import { dist } from './html'

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

const built = existsSync(dist) ? filesUnder(dist) : []
const pages = built.filter((f) => f.endsWith('.html'))

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

function metaPolicy(html: string): string {
  const match =
    /<meta charset="[^"]*"\s*\/?>\s*<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(
      html,
    )
  if (!match) throw new Error('no CSP meta right after <meta charset>')
  return match[1]!
}

describe('Content Security Policy', () => {
  it('dist holds the built pages', () => {
    expect(pages.length, 'run `npm run build` first').toBeGreaterThan(30)
  })

  it.each(pages.map((f) => [path.relative(dist, f)] as const))('%s', (relative) => {
    const html = readFileSync(path.join(dist, relative), 'utf8')
    const policy = directives(metaPolicy(html))
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(
      html.search(/<script\b/i) === -1 ? Infinity : html.search(/<script\b/i),
    )
    const scripts = policy.get('script-src') ?? []
    expect(scripts).toContain("'self'")
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    for (const body of inlineScripts(html)) expect(scripts).toContain(scriptHash(body))
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toContain("'self'")
    expect(policy.get('frame-src')).toEqual(['https://calendly.com'])
  })

  it('allows no inline script beyond the two fixed ones (the tap queue and React form replay)', () => {
    const hashes = new Set(
      pages.flatMap((f) => inlineScripts(readFileSync(f, 'utf8')).map(scriptHash)),
    )
    expect(hashes.size).toBe(2)
  })

  it('dist/_headers sends the same policy, with frame-ancestors, and the other security headers', () => {
    const headers = readFileSync(path.join(dist, '_headers'), 'utf8')
    const header = /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? ''
    const meta = metaPolicy(readFileSync(path.join(dist, 'index.html'), 'utf8'))
    expect(header.startsWith(meta)).toBe(true)
    expect(directives(header).get('frame-ancestors')).toEqual(["'none'"])
    for (const name of [
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy',
      'Strict-Transport-Security',
    ])
      expect(headers).toContain(name)
  })

  it('ships no source map', () => {
    expect(built.filter((f) => f.endsWith('.map'))).toEqual([])
    const mapped = built
      .filter((f) => f.endsWith('.js'))
      .filter((f) => readFileSync(f, 'utf8').includes('sourceMappingURL='))
    expect(mapped).toEqual([])
  })
})
