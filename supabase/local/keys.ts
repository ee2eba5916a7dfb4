/**
 * The local backend's keys: one random JWT secret kept in `.local/keys.json`, the anon and
 * service_role keys signed with it (HS256, as Supabase signs them), and the `authenticator`
 * password derived from it.
 */
import { createHash, randomBytes } from 'node:crypto'
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { SignJWT } from 'jose'
import { isRecord } from '../functions/_shared/is-record.js'
import { isErrno, LOCAL_DIR } from './support.js'
export interface LocalKeys {
  jwtSecret: string
  anonKey: string
  serviceKey: string
}

async function signRoleKey(jwtSecret: string, role: 'anon' | 'service_role'): Promise<string> {
  // No iat/exp: the key is a pure function of the secret (like Supabase's long-lived API keys).
  return new SignJWT({ role, iss: 'supabase-local' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(jwtSecret))
}

async function keysFromSecret(jwtSecret: string): Promise<LocalKeys> {
  return {
    jwtSecret,
    anonKey: await signRoleKey(jwtSecret, 'anon'),
    serviceKey: await signRoleKey(jwtSecret, 'service_role'),
  }
}

async function readKeysFile(file: string): Promise<LocalKeys | null> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null
    throw error
  }
  const parsed: unknown = JSON.parse(text)
  const secret = isRecord(parsed) ? parsed['jwtSecret'] : undefined
  if (typeof secret !== 'string' || secret.length < 32) {
    throw new Error(
      `${file} has no valid jwtSecret (32+ characters); delete it to generate new keys`,
    )
  }
  // The keys are always re-derived from the secret, so they cannot drift from it.
  return keysFromSecret(secret)
}

/** Creates `<root>/.local/keys.json` (git-ignored) once, then returns the same keys every time. */
export async function ensureLocalKeys(rootDir: string): Promise<LocalKeys> {
  const dir = path.join(path.resolve(rootDir), LOCAL_DIR)
  const file = path.join(dir, 'keys.json')
  const existing = await readKeysFile(file)
  if (existing) return existing

  await mkdir(dir, { recursive: true })
  const keys = await keysFromSecret(randomBytes(36).toString('base64url')) // 48 characters
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  await writeFile(tmp, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 })
  try {
    await link(tmp, file) // atomic; loses cleanly to a concurrent creator
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error
  } finally {
    await unlink(tmp).catch(() => undefined)
  }
  const written = await readKeysFile(file)
  if (!written) throw new Error(`could not create ${file}`)
  return written
}

/** Password of the `authenticator` login role, derived from the local secret. */
export function authenticatorPassword(keys: LocalKeys): string {
  return createHash('sha256').update(`authenticator:${keys.jwtSecret}`).digest('hex').slice(0, 32)
}
