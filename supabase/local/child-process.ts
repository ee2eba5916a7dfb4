/**
 * A child process of the local stack (maildev, the Edge Functions' deno): started, awaited until it
 * answers, its last output kept for the error when it does not, stopped with SIGTERM (SIGKILL after
 * 3 s), and killed when this Node process exits. Also where the binaries of npm packages are found.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

interface ManagedProcess {
  child: ChildProcess
  stop(): Promise<void>
}

const children = new Set<ChildProcess>()
let exitHandlerInstalled = false
function track(child: ChildProcess): void {
  children.add(child)
  child.once('exit', () => children.delete(child))
  if (!exitHandlerInstalled) {
    exitHandlerInstalled = true
    process.on('exit', () => {
      for (const running of children) running.kill('SIGKILL')
    })
  }
}

export async function startProcess(opts: {
  name: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
  ready: () => Promise<boolean>
  timeoutMs: number
  log: (line: string) => void
  cwd?: string
}): Promise<ManagedProcess> {
  const output: string[] = []
  const child = spawn(opts.command, opts.args, {
    env: opts.env ?? process.env,
    cwd: opts.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  track(child)
  let readyNow = false
  const onOutput = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split(/\r?\n/)) {
      if (!line.trim()) continue
      output.push(line)
      if (output.length > 60) output.shift()
      // Once ready, only problems are worth a line (maildev logs every mail it receives).
      if (readyNow && /error|fail|warn|uncaught/i.test(line)) opts.log(`[${opts.name}] ${line}`)
    }
  }
  child.stdout?.on('data', onOutput)
  child.stderr?.on('data', onOutput)
  let exited = false
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true
      resolve()
    })
    child.once('error', () => {
      exited = true
      resolve()
    })
  })
  const stop = async (): Promise<void> => {
    if (exited) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => {
      if (!exited) child.kill('SIGKILL')
    }, 3000)
    await exit
    clearTimeout(timer)
  }
  const deadline = Date.now() + opts.timeoutMs
  while (!readyNow) {
    if (exited) {
      throw new Error(`${opts.name} exited before it was ready. Its output:\n${output.join('\n')}`)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `${opts.name} was not ready within ${opts.timeoutMs} ms. Its output:\n${output.join('\n')}`,
      )
    }
    readyNow = await opts.ready().catch(() => false)
    if (!readyNow) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { child, stop }
}

/** The directory of an installed package (some, like maildev, do not export their package.json). */
export function packageDir(name: string): string {
  const require = createRequire(import.meta.url)
  for (const modules of require.resolve.paths(name) ?? []) {
    if (existsSync(path.join(modules, name, 'package.json'))) return path.join(modules, name)
  }
  throw new Error(`package ${name} is not installed (npm install)`)
}
