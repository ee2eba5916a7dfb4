// @vitest-environment node
/**
 * The key built into the site must be an anon (or publishable) key: assertAnonKey, and the
 * `vite build` path that calls it (supabase/local/vite-plugin.ts, run through Vite's resolveConfig).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SignJWT } from 'jose'
import { resolveConfig } from 'vite'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { assertAnonKey, decodeJwtPayload } from '../../supabase/local/anon-key'
import { localBackend } from '../../supabase/local/vite-plugin'

const SECRET = new TextEncoder().encode('a-test-secret-that-is-at-least-32-characters')

function jwt(payload: Record<string, unknown>): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(SECRET)
}

/** A JWT made by hand, to test payloads that jose would not sign. */
function rawJwt(header: string, payload: string): string {
  const part = (text: string): string => Buffer.from(text).toString('base64url')
  return `${part(header)}.${part(payload)}.c2lnbmF0dXJl`
}

const REFUSED = /only the public anon key \(or an sb_publishable_ key\) may be built into the site/

let anonJwt: string
let serviceJwt: string
let authenticatedJwt: string
let noRoleJwt: string
beforeAll(async () => {
  anonJwt = await jwt({ role: 'anon', iss: 'supabase' })
  serviceJwt = await jwt({ role: 'service_role', iss: 'supabase' })
  authenticatedJwt = await jwt({ role: 'authenticated', sub: 'someone' })
  noRoleJwt = await jwt({ iss: 'supabase' })
})

describe('assertAnonKey', () => {
  const cases: Array<{ name: string; key: () => string; error: RegExp | null }> = [
    { name: 'an anon JWT', key: () => anonJwt, error: null },
    { name: 'a publishable key', key: () => 'sb_publishable_abc123_DEF', error: null },
    {
      name: 'a service_role JWT',
      key: () => serviceJwt,
      error: /^VITE_SUPABASE_ANON_KEY is a JWT with role "service_role"; only the public anon key/,
    },
    {
      name: 'an authenticated JWT',
      key: () => authenticatedJwt,
      error: /^VITE_SUPABASE_ANON_KEY is a JWT with role "authenticated"/,
    },
    { name: 'a JWT without role', key: () => noRoleJwt, error: /is a JWT without a role claim/ },
    {
      name: 'a JWT whose role is not a string',
      key: () => rawJwt('{"alg":"HS256"}', '{"role":["anon"]}'),
      error: /is a JWT without a role claim/,
    },
    {
      name: 'a secret key',
      key: () => 'sb_secret_abc123_DEF',
      error: /is a Supabase secret key \(sb_secret_\.\.\.\)/,
    },
    { name: 'garbage', key: () => 'not a key', error: /is neither a JWT nor an sb_publishable_/ },
    { name: 'an empty string', key: () => '', error: /is empty/ },
    {
      name: 'a JWT with a payload that is not JSON',
      key: () => rawJwt('{"alg":"HS256"}', 'role=anon'),
      error: /is neither a JWT/,
    },
    {
      name: 'a JWT with a header that is not a JWS header',
      key: () => rawJwt('{"typ":"JWT"}', '{"role":"anon"}'),
      error: /is neither a JWT/,
    },
    {
      name: 'a JWT without signature',
      key: () => anonJwt.split('.').slice(0, 2).join('.') + '.',
      error: /is neither a JWT/,
    },
    {
      name: 'an anon JWT with a character outside base64url',
      key: () => anonJwt.replace('.', '.+'),
      error: /is neither a JWT/,
    },
  ]

  it.each(cases)('$name: $error', ({ key, error }) => {
    if (error === null) {
      expect(() => assertAnonKey(key())).not.toThrow()
    } else {
      expect(() => assertAnonKey(key())).toThrow(error)
      expect(() => assertAnonKey(key())).toThrow(REFUSED)
    }
  })

  it('names the source it is given and never repeats the key', () => {
    let message = ''
    try {
      assertAnonKey(serviceJwt, 'The local anon key')
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^The local anon key is a JWT with role "service_role"/)
    expect(message).not.toContain(serviceJwt.split('.')[1])
  })

  it('decodeJwtPayload reads the claims without checking the signature', () => {
    expect(decodeJwtPayload(serviceJwt)).toEqual({ role: 'service_role', iss: 'supabase' })
    expect(decodeJwtPayload('sb_publishable_x')).toBeNull()
    expect(decodeJwtPayload('a.b')).toBeNull()
  })
})

describe('vite build refuses a key that is not anon', () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'anon-key-'))
    vi.stubEnv('VITE_SUPABASE_URL', undefined)
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', undefined)
    vi.stubEnv('LOCAL_BACKEND_BUILD', undefined)
  })
  afterEach(async () => {
    vi.unstubAllEnvs()
    await rm(root, { recursive: true, force: true })
  })
  afterAll(() => vi.unstubAllEnvs())

  const resolve = (command: 'build' | 'serve') =>
    resolveConfig(
      { root, configFile: false, logLevel: 'silent', plugins: [localBackend()] },
      command,
      'production',
    )

  it('fails on a service_role key from the environment', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:1')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', serviceJwt)
    await expect(resolve('build')).rejects.toThrow(
      /^VITE_SUPABASE_ANON_KEY is a JWT with role "service_role"/,
    )
  })

  it('fails on a secret key from .env.production.local, even without a URL', async () => {
    await writeFile(
      path.join(root, '.env.production.local'),
      'VITE_SUPABASE_ANON_KEY=sb_secret_abc\n',
    )
    await expect(resolve('build')).rejects.toThrow(/is a Supabase secret key/)
  })

  it('builds with an anon key, or with the local anon key when none is set', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:1')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', anonJwt)
    await expect(resolve('build')).resolves.toBeDefined()

    vi.stubEnv('VITE_SUPABASE_URL', undefined)
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', undefined)
    vi.stubEnv('LOCAL_BACKEND_BUILD', '1')
    const config = await resolve('build')
    const embedded = JSON.parse(
      String(config.define?.['import.meta.env.VITE_SUPABASE_ANON_KEY']),
    ) as string
    expect(decodeJwtPayload(embedded)?.['role']).toBe('anon')
  })

  it('refuses a production build without the hosted settings, unless it is a local build on purpose', async () => {
    await expect(resolve('build')).rejects.toThrow(
      /VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set\. A production build needs both.*npm run build:local/,
    )
    vi.stubEnv('VITE_SUPABASE_URL', 'https://ref.supabase.co')
    await expect(resolve('build')).rejects.toThrow(
      /Only one of VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY is set/,
    )
    vi.stubEnv('LOCAL_BACKEND_BUILD', '1')
    vi.stubEnv('VITE_SUPABASE_URL', undefined)
    await expect(resolve('build')).resolves.toBeDefined()
    // The dev server needs no flag.
    vi.stubEnv('LOCAL_BACKEND_BUILD', undefined)
    await expect(resolve('serve')).resolves.toBeDefined()
  })
})
