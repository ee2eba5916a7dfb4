/**
 * Vite plugin: without VITE_SUPABASE_URL + VITE_SUPABASE_ANON_KEY, the dev and preview servers start
 * the embedded local backend (supabase/local/backend.ts) and proxy /rest/v1 to its PostgREST, and every
 * command (build included) gets the local anon key as import.meta.env.VITE_SUPABASE_ANON_KEY.
 * `vite build` fails if the key it would embed is not an anon key (supabase/local/anon-key.ts).
 *
 * Environment: LOCAL_DB_DIR (PGlite data directory, default .local/pgdata), DATABASE_URL (use that
 * PostgreSQL instead of PGlite). Not started under Vitest (VITEST is set).
 */
import path from 'node:path'
import { loadEnv, type Plugin, type ProxyOptions, type UserConfig } from 'vite'
import { assertAnonKey } from './anon-key.js'
import { acquire, type Lease } from './backend-lease.js'
import { MEMORY_DATA_DIR, defaultDataDir, type LocalBackend } from './backend.js'
import { ensureLocalKeys, type LocalKeys } from './keys.js'
import { reachesLocalDir, setForwardedFor } from './request-guards.js'
import { errorMessage } from './support.js'
import { attachMail } from './vite-mail-stack.js'

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

/** Vite's own `server.fs.deny` (kept: a config that sets the option replaces the defaults). */
const VITE_DEFAULT_FS_DENY = ['.env', '.env.*', '*.{crt,pem}', '**/.git/**']
