/**
 * Everything in dist/ is public. It must hold no source map (no .map file, no sourceMappingURL),
 * no service key or JWT secret of the local backend, no JWT of any role but anon, and no
 * `sb_secret_` key; the key the site does embed must be an anon (or publishable) key.
 * Run `npm run build` first.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { loadEnv } from 'vite'
import { beforeAll, describe, expect, test } from 'vitest'
import { assertAnonKey, decodeJwtPayload } from '../../supabase/local/anon-key'
import { ensureLocalKeys, type LocalKeys } from '../../supabase/local/keys'

const DIST = path.resolve('dist')
const built = existsSync(path.join(DIST, 'index.html'))

/** Compact JWS tokens: base64url JSON header and payload (both start with `{"`, i.e. `eyJ`). */
const JWT = /eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g
const SECRET_KEY = /sb_secret_[A-Za-z0-9_-]{8,}/

interface DistFile {
  /** Path relative to dist/. */
  name: string
  /** The bytes as latin1, so binary files read too and ASCII secrets match anywhere. */
  text: string
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

/** The key `vite build` embeds, decided as supabase/local/vite-plugin.ts does (mode production). */
function embeddedKey(keys: LocalKeys): { key: string; source: string } {
  const fileEnv = loadEnv('production', process.cwd(), 'VITE_')
  const url = process.env['VITE_SUPABASE_URL'] || fileEnv['VITE_SUPABASE_URL']
  const key = process.env['VITE_SUPABASE_ANON_KEY'] || fileEnv['VITE_SUPABASE_ANON_KEY']
  return url && key
    ? { key, source: 'VITE_SUPABASE_ANON_KEY' }
    : { key: keys.anonKey, source: 'The local anon key (.local/keys.json)' }
}

describe('dist/ holds no secrets and no source maps', () => {
  test('dist/ has been built (run `npm run build` before `npm run test:dist`)', () => {
    expect(built).toBe(true)
  })

  let files: DistFile[]
  let keys: LocalKeys
  beforeAll(async () => {
    files = walk(DIST).map((file) => ({
      name: path.relative(DIST, file),
      text: readFileSync(file).toString('latin1'),
    }))
    keys = await ensureLocalKeys(process.cwd())
  })

  const offenders = (check: (file: DistFile) => boolean): string[] =>
    files.filter(check).map((file) => file.name)

  test('has no .map files', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(offenders((file) => file.name.endsWith('.map'))).toEqual([])
  })

  test('has no sourceMappingURL comment', () => {
    expect(offenders((file) => file.text.includes('sourceMappingURL'))).toEqual([])
  })

  test("has neither the local backend's service key nor its JWT secret", () => {
    expect(offenders((file) => file.text.includes(keys.serviceKey))).toEqual([])
    expect(offenders((file) => file.text.includes(keys.jwtSecret))).toEqual([])
  })

  test('has no JWT with a role other than anon', () => {
    const found = files.flatMap((file) =>
      [...file.text.matchAll(JWT)].flatMap(([token]) => {
        const role = decodeJwtPayload(token)?.['role']
        return role === 'anon' ? [] : [`${file.name}: JWT with role ${JSON.stringify(role)}`]
      }),
    )
    expect(found).toEqual([])
  })

  test('has no sb_secret_ key', () => {
    expect(offenders((file) => SECRET_KEY.test(file.text))).toEqual([])
  })

  test('embeds the anon key the build was given, and it is an anon key', () => {
    const { key, source } = embeddedKey(keys)
    expect(() => assertAnonKey(key, source)).not.toThrow()
    if (key.startsWith('eyJ')) expect(decodeJwtPayload(key)?.['role']).toBe('anon')
    expect(
      offenders((file) => file.text.includes(key)).length,
      `${source} is in no file of dist/`,
    ).toBeGreaterThan(0)
  })
})
