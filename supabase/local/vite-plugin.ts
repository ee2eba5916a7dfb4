/**
 * Vite plugin: without VITE_SUPABASE_URL + VITE_SUPABASE_ANON_KEY, the dev and preview servers start
 * the embedded local backend (supabase/local/backend.ts) and proxy /rest/v1 to its PostgREST, and every
 * command (build included) gets the local anon key as import.meta.env.VITE_SUPABASE_ANON_KEY.
 * `vite build` fails if the key it would embed is not an anon key (supabase/local/anon-key.ts).
 *
 * Environment: LOCAL_DB_DIR (PGlite data directory, default .local/pgdata), DATABASE_URL (use that
 * PostgreSQL instead of PGlite). Not started under Vitest (VITEST is set).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { Http2SecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { loadEnv, type Connect, type Plugin, type ProxyOptions, type UserConfig } from 'vite'
import { assertAnonKey } from './anon-key.js'
import {
  MEMORY_DATA_DIR,
  defaultDataDir,
  parseLeadSettings,
  startLocalBackend,
  type LocalBackend,
} from './backend.js'
import { startFunctions } from './edge-functions.js'
import { ensureLocalKeys, type LocalKeys } from './keys.js'
import { startMailSink } from './mail-sink.js'
import { startSenderLoop } from './sender-loop.js'
import { errorMessage } from './support.js'
import { startRetentionLoop } from './retention.js'

interface Shared {
  backend: Promise<LocalBackend>
  users: number
}

// One backend per root/data dir for the whole process, shared across Vite's config reloads
// (a restart resolves the new config before closing the old server).
const REGISTRY_KEY = Symbol.for('supabase-local.vite-plugin.registry')
function registry(): Map<string, Shared> {
  const holder = globalThis as { [REGISTRY_KEY]?: Map<string, Shared> }
  return (holder[REGISTRY_KEY] ??= new Map<string, Shared>())
}

interface Lease {
  backend: LocalBackend
  release(): Promise<void>
}

async function acquire(
  rootDir: string,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<Lease> {
  const key = `${rootDir}\0${databaseUrl ?? dataDir}`
  const map = registry()
  let shared = map.get(key)
  if (!shared) {
    const backend = startLocalBackend({
      rootDir,
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      // The backend the CLIs (npm run leads, funnels, mails) read, unless told otherwise: a second
      // server beside it (the flood test's) leaves the first one's state file alone.
      writeState: process.env['LOCAL_BACKEND_STATE'] !== 'off',
      leadSettings: parseLeadSettings(process.env['LOCAL_LEAD_SETTINGS']),
      log: (line) => console.log(`  local backend: ${line}`),
    })
    shared = { backend, users: 0 }
    map.set(key, shared)
    backend.catch(() => map.delete(key))
  }
  shared.users += 1
  const entry = shared
  const backend = await entry.backend
  let released = false
  return {
    backend,
    release: async () => {
      if (released) return
      released = true
      entry.users -= 1
      if (entry.users > 0) return
      map.delete(key)
      await backend.stop()
    },
  }
}

function describeDatabase(
  rootDir: string,
  dataDir: string,
  databaseUrl: string | undefined,
): string {
  if (databaseUrl) {
    try {
      const url = new URL(databaseUrl)
      return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`
    } catch {
      return 'PostgreSQL from DATABASE_URL'
    }
  }
  const relative = path.relative(rootDir, dataDir)
  return `PGlite ${relative && !relative.startsWith('..') ? relative : dataDir}`
}

export interface LocalBackendPluginOptions {
  /** Project root holding supabase/ and .local/ (default: Vite's root). */
  rootDir?: string
}

export function localBackend(options: LocalBackendPluginOptions = {}): Plugin {
  // The lease taken by the latest config() call; the server configured next owns it and releases
  // it when it closes (on a restart the new lease is taken before the old one is released, so the
  // shared backend keeps running).
  let pending: Lease | null = null
  const previewReleases = new Set<() => Promise<void>>()
  // The backend and keys of the latest config() call, for the mail stack the server starts.
  let mailBase: { backend: LocalBackend; keys: LocalKeys; rootDir: string } | null = null
  const takeReleaser = (): (() => Promise<void>) => {
    const owned = pending
    pending = null
    let done: Promise<void> | null = null
    return () =>
      (done ??= (owned?.release() ?? Promise.resolve()).catch((error: unknown) => {
        console.error(`local backend: stop failed: ${errorMessage(error)}`)
      }))
  }

  return {
    name: 'supabase-local-backend',

    async config(config, env): Promise<UserConfig | undefined> {
      const viteRoot = path.resolve(config.root ?? process.cwd())
      const rootDir = path.resolve(options.rootDir ?? viteRoot)
      const envDir = config.envDir === false ? false : path.resolve(viteRoot, config.envDir ?? '.')
      const fileEnv = loadEnv(env.mode, envDir, 'VITE_')
      const supabaseUrl = process.env['VITE_SUPABASE_URL'] || fileEnv['VITE_SUPABASE_URL']
      const supabaseKey = process.env['VITE_SUPABASE_ANON_KEY'] || fileEnv['VITE_SUPABASE_ANON_KEY']
      const building = env.command === 'build'
      // The key in the bundle is public: a build refuses a service_role or secret key.
      if (building && supabaseKey) assertAnonKey(supabaseKey)
      // The dev server never serves .local/ (the JWT secret, the service key, the database files).
      const deny = { server: { fs: { deny: [...VITE_DEFAULT_FS_DENY, '**/.local/**'] } } }
      if (supabaseUrl && supabaseKey) return deny // a real Supabase project: nothing local
      // A production build that would embed the local key and /rest/v1 on a static host, where
      // every lead would fail: only on purpose (npm run build:local, for preview and the tests).
      if (building && process.env['LOCAL_BACKEND_BUILD'] !== '1') {
        throw new Error(
          (supabaseUrl || supabaseKey
            ? `Only one of VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY is set. `
            : `VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set. `) +
            `A production build needs both (docs/hosted-supabase.md). ` +
            `For a build served by \`npm run preview\` with the local backend, run \`npm run build:local\` ` +
            `(LOCAL_BACKEND_BUILD=1).`,
        )
      }

      const keys = await ensureLocalKeys(rootDir)
      if (building) assertAnonKey(keys.anonKey, 'The local anon key (.local/keys.json)')
      const result: UserConfig = {
        ...deny,
        define: { 'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(keys.anonKey) },
      }
      if (env.command !== 'serve' || process.env['VITEST']) return result

      const requested = process.env['LOCAL_DB_DIR']
      const dataDir =
        requested === MEMORY_DATA_DIR
          ? MEMORY_DATA_DIR
          : requested
            ? path.resolve(rootDir, requested)
            : defaultDataDir(rootDir)
      const databaseUrl = process.env['DATABASE_URL'] || undefined
      const lease = await acquire(rootDir, dataDir, databaseUrl)
      void takeReleaser()() // config resolved twice without a server in between: drop the older lease
      pending = lease
      mailBase = { backend: lease.backend, keys, rootDir }
      console.log(
        `  ➜  Local backend: PostgREST ${lease.backend.restUrl} (${describeDatabase(rootDir, dataDir, databaseUrl)})`,
      )

      const proxy: Record<string, ProxyOptions> = {
        '/rest/v1': {
          target: lease.backend.restUrl,
          changeOrigin: true,
          // X-Forwarded-For as the hosted gateway sets it: the caller's address, first (the lead limits
          // count per client address). Set from the connection, never taken from the request, so a
          // client cannot choose its address by sending the header itself.
          configure: (proxy) => proxy.on('proxyReq', setForwardedFor),
          rewrite: (requestPath: string) => requestPath.replace(/^\/rest\/v1/, ''),
        },
      }
      result.server = { ...deny.server, proxy }
      result.preview = { proxy }
      return result
    },

    configureServer(server) {
      // Before Vite's own middlewares: any path that reaches into .local/, however it is spelled
      // (/.local/..., /@fs/<root>/.local/..., percent-encoded), is not found.
      server.middlewares.use((req, res, next) => {
        if (reachesLocalDir(req.url ?? '/')) {
          res.statusCode = 404
          res.end('Not found')
          return
        }
        next()
      })
      if (mailBase && server.httpServer) attachMail(server.httpServer, server.middlewares, mailBase)
      const release = takeReleaser()
      // Restarts close only the old HTTP server; `vite dev` exiting (SIGTERM, stdin end) awaits
      // server.close(), so the backend (and PGlite) are closed before the process exits.
      server.httpServer?.once('close', () => void release())
      const close = server.close.bind(server)
      server.close = async () => {
        try {
          await close()
        } finally {
          await release()
        }
      }
    },

    configurePreviewServer(server) {
      if (mailBase) attachMail(server.httpServer, server.middlewares, mailBase)
      const release = takeReleaser()
      server.httpServer.once('close', () => void release())
      previewReleases.add(release)
    },

    async closePreviewServer() {
      const releases = [...previewReleases]
      previewReleases.clear()
      await Promise.all(releases.map((release) => release()))
    },
  }
}

/**
 * The mail stack of a dev or preview server (supabase/local/mail.ts): once the server listens (its
 * URL is what links in mails point to), the SMTP sink, the Edge Functions and the sender loop start;
 * /functions/v1/<name> is proxied to the functions (a request that arrives earlier waits for them);
 * all three stop with the server. LOCAL_MAIL_SMTP_PORT / LOCAL_MAIL_WEB_PORT fix the sink's ports.
 */
function attachMail(
  httpServer: http.Server | Http2SecureServer,
  middlewares: Connect.Server,
  base: { backend: LocalBackend; keys: LocalKeys; rootDir: string },
): void {
  const log = (line: string): void => console.log(`  mail: ${line}`)
  let stops: Array<() => Promise<void>> = []
  let resolveReady: (url: string | null) => void = () => undefined
  const ready = new Promise<string | null>((resolve) => (resolveReady = resolve))

  httpServer.once('listening', () => {
    const address = httpServer.address() as AddressInfo | null
    const host =
      address && address.address !== '::' && address.address !== '0.0.0.0'
        ? address.address.includes(':')
          ? `[${address.address}]`
          : address.address
        : 'localhost'
    const siteUrl = `http://${host}:${address?.port ?? 0}`
    void (async () => {
      try {
        const sink = await startMailSink({
          smtpPort: Number(process.env['LOCAL_MAIL_SMTP_PORT']) || undefined,
          webPort: Number(process.env['LOCAL_MAIL_WEB_PORT']) || undefined,
          log,
        })
        stops.push(sink.stop)
        // Who holds the sink's ports, for tests that take it down (tests/e2e/mail-outage.spec.ts).
        const stateFile = path.join(
          base.rootDir,
          '.local',
          `mail-sink-${new URL(sink.webUrl).port}.json`,
        )
        await mkdir(path.dirname(stateFile), { recursive: true })
        await writeFile(
          stateFile,
          `${JSON.stringify({ pid: sink.pid, smtpPort: sink.smtpPort, webUrl: sink.webUrl })}\n`,
        )
        stops.push(() => rm(stateFile, { force: true }))
        const functions = await startFunctions({
          rootDir: base.rootDir,
          sqlUrl: base.backend.sqlUrl,
          siteUrl,
          functionsPublicUrl: `${siteUrl}/functions/v1`,
          keys: base.keys,
          smtpPort: sink.smtpPort,
          log,
        })
        stops.push(functions.stop)
        stops.push(startSenderLoop(functions.url, base.keys.serviceKey, log))
        stops.push(startRetentionLoop(base.backend.sqlUrl, log))
        console.log(
          `  ➜  Mail sink: ${sink.webUrl} (SMTP 127.0.0.1:${sink.smtpPort}; every mail the site sends lands here)`,
        )
        console.log(`  ➜  Edge Functions: ${siteUrl}/functions/v1 (send-mails every few seconds)`)
        resolveReady(functions.url)
      } catch (error) {
        console.error(`mail stack did not start: ${errorMessage(error)}`)
        resolveReady(null)
      }
    })()
  })
  httpServer.once('close', () => {
    const current = stops.reverse()
    stops = []
    void Promise.allSettled(current.map((stop) => stop()))
  })

  middlewares.use('/functions/v1', (req, res) => {
    void ready.then((target) => {
      if (!target) {
        res.statusCode = 503
        res.setHeader('Content-Type', 'application/json')
        res.end(JSON.stringify({ error: 'functions_unavailable' }))
        return
      }
      const headers: http.OutgoingHttpHeaders = { ...req.headers, host: new URL(target).host }
      for (const name of CLIENT_ADDRESS_HEADERS) headers[name] = req.socket.remoteAddress ?? ''
      const upstream = http.request(
        `${target}${req.url ?? '/'}`,
        { method: req.method, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => {
        if (!res.headersSent) res.statusCode = 502
        res.end()
      })
      req.pipe(upstream)
    })
  })
}

/** Vite's own `server.fs.deny` (kept: a config that sets the option replaces the defaults). */
const VITE_DEFAULT_FS_DENY = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**']

/** True when a request path names something inside a `.local` folder, in any spelling. */
/**
 * The client's address as the hosted gateway passes it on: `cf-connecting-ip` (the header the
 * database's client key reads, app_private.client_settings) and `x-forwarded-for`, both set to the
 * address of the connection the request came in on, replacing whatever the request said, as the
 * hosted edge does (`xfwd` would append to a header the client chose).
 */
const CLIENT_ADDRESS_HEADERS = ['cf-connecting-ip', 'x-forwarded-for'] as const

export function setForwardedFor(
  proxyRequest: { setHeader(name: string, value: string): void },
  request: { socket: { remoteAddress?: string | undefined } },
): void {
  for (const name of CLIENT_ADDRESS_HEADERS)
    proxyRequest.setHeader(name, request.socket.remoteAddress ?? '')
}

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
