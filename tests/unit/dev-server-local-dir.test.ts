// @vitest-environment node
/**
 * The dev server never hands out .local/ (the JWT secret, the service key, the database files), by
 * any path Vite serves: /.local/..., /@fs/<root>/.local/..., encoded spellings. Vite's
 * own denials (.env files) stay. The real dev server with this project's config, on 127.0.0.1.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'
import { reachesLocalDir, setForwardedFor } from '../../supabase/local/request-guards'

const root = path.resolve(__dirname, '..', '..')
let server: ViteDevServer
let base = ''

beforeAll(async () => {
  // A file that must never be served, whatever else .local/ holds on this machine.
  await mkdir(path.join(root, '.local'), { recursive: true })
  await writeFile(path.join(root, '.local', 'deny-probe.json'), '{"secret":"probe"}\n')
  server = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    root,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  await server.listen()
  const address = server.httpServer!.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}, 120_000)

afterAll(async () => {
  await server?.close()
})

describe('the dev server and .local/', () => {
  const paths = [
    '/.local/deny-probe.json',
    '/.local/keys.json',
    '/.local/pgdata/PG_VERSION',
    `/@fs${root}/.local/deny-probe.json`,
    '/%2Elocal/deny-probe.json',
    '/.local%2Fdeny-probe.json',
    '/%252Elocal/deny-probe.json',
    '//.local/deny-probe.json',
    '/src/../.local/deny-probe.json',
    '/.LOCAL/deny-probe.json',
    '/.local/deny-probe.json?import',
    '/.local/deny-probe.json?raw',
  ]
  it.each(paths)('%s is refused', async (requestPath) => {
    const response = await fetch(`${base}${requestPath}`)
    const body = await response.text()
    expect([403, 404]).toContain(response.status)
    expect(body).not.toContain('probe"')
  })

  it("keeps Vite's own denials and serves the site", async () => {
    expect(server.config.server.fs.deny).toEqual(
      expect.arrayContaining(['.env', '.env.*', '**/.local/**']),
    )
    expect((await fetch(`${base}/`)).status).toBe(200)
    expect((await fetch(`${base}/src/content/brand.ts`)).status).toBe(200)
  })

  it('names what reaches into .local, and nothing else', () => {
    expect(reachesLocalDir('/.local/x')).toBe(true)
    expect(reachesLocalDir('/a/%2e%6c%6f%63%61%6c/x')).toBe(true)
    expect(reachesLocalDir('/%E0%A4%A')).toBe(true)
    expect(reachesLocalDir('/src/local/x.ts')).toBe(false)
    expect(reachesLocalDir('/locale.json?x=/.local')).toBe(false)
  })
})

describe('the local gateway sets X-Forwarded-For from the connection', () => {
  it('replaces the address a client wrote itself', () => {
    const sent = new Map<string, string>()
    const request = {
      headers: { 'x-forwarded-for': '203.0.113.7' },
      socket: { remoteAddress: '127.0.0.1' },
    }
    setForwardedFor({ setHeader: (name, value) => sent.set(name, value) }, request)
    expect(sent.get('x-forwarded-for')).toBe('127.0.0.1')
  })
})
