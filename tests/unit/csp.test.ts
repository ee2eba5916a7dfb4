// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  scriptHash,
  withCsp,
  type CspSources,
} from '../../scripts/csp'

const page = `<!doctype html><html><head><meta charset="UTF-8" /><script>one()</script>
<script type="module" src="/assets/x.js"></script><script type="application/ld+json">{"a":1}</script>
</head><body><script type="module">two()</script></body></html>`

const sources = (scriptHashes: string[], supabaseUrl?: string): CspSources => ({
  scriptHashes,
  supabaseUrl,
  schedulingScriptUrl: 'https://assets.calendly.com/assets/external/widget.js',
  schedulingEventUrl: 'https://calendly.com/x/1-hour',
})

describe('scripts/csp.ts', () => {
  it('finds executable inline scripts only (no src, no JSON-LD)', () => {
    expect(inlineScripts(page)).toEqual(['one()', 'two()'])
  })

  it('hashes a script as the browser does (SHA-256, base64)', () => {
    // echo -n 'one()' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('one()')).toBe("'sha256-HR7iaask9daLMRRskMI++QeJtjWDOjyPA6lGzYGzKW4='")
  })

  it('puts the policy right after <meta charset>, and refuses a page with an unlisted inline script', () => {
    const hashes = inlineScripts(page).map(scriptHash)
    const out = withCsp(page, sources(hashes))
    expect(out).toMatch(/<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy"/)
    expect(() => withCsp(page, sources(hashes.slice(1)))).toThrow(/without a hash/)
  })

  it('lets scripts run only from the site, the hashes and the scheduling widget', () => {
    const policy = contentSecurityPolicy(sources(["'sha256-abc'"], 'https://xyz.supabase.co/'))
    expect(policy).toContain("script-src 'self' 'sha256-abc' https://assets.calendly.com;")
    expect(policy).toContain("connect-src 'self' https://xyz.supabase.co;")
    expect(policy).not.toContain('frame-ancestors')
    expect(headersFile(sources([]))).toContain("frame-ancestors 'none'")
  })
})
