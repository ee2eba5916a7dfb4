/**
 * Part of `npm run bench`: the production build served by `vite preview` with its local backend on
 * a throwaway database. The preview serves a copy of dist/, so a rebuild during the bench cannot
 * change the site under measurement.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../supabase/local/processes'

let stopping = false
let preview: ChildProcess | undefined
let siteDir: string | undefined

/** `vite preview` in its own process group, so stopping it also stops the backend it starts. */
function startPreview(port: number, outDir: string): ChildProcess {
  const viteBin = path.join('node_modules', 'vite', 'bin', 'vite.js')
  const args = ['preview', '--outDir', outDir, '--port', String(port), '--strictPort']
  const child = spawn(process.execPath, [viteBin, ...args, '--host', '127.0.0.1'], {
    env: { ...process.env, LOCAL_DB_DIR: 'memory://' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`vite preview exited early (code ${code}, signal ${signal}):\n${log}`)
    }
  })
  return child
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error('vite preview stopped before it answered')
    }
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs / 1000} s`)
}

/** Serves a copy of dist/ with the local backend; resolves with its origin once it answers. */
export async function serveSite(): Promise<string> {
  if (!existsSync(path.join('dist', 'index.html'))) throw new Error('dist/ is missing: build first')
  siteDir = mkdtempSync(path.join(tmpdir(), 'bench-site-'))
  cpSync('dist', siteDir, { recursive: true })
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  preview = startPreview(port, siteDir)
  await waitForServer(`${origin}/`, preview)
  return origin
}

/** Stops the preview and its backend, removes the copy; synchronous, for an 'exit' handler too. */
export function stopSite() {
  stopping = true
  if (preview?.pid && preview.exitCode === null && preview.signalCode === null) {
    try {
      process.kill(-preview.pid, 'SIGTERM')
    } catch {
      /* already gone */
    }
  }
  if (siteDir) rmSync(siteDir, { recursive: true, force: true })
  siteDir = undefined
}
