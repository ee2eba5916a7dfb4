import { mkdir, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import type { Http2SecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Connect } from 'vite'
import type { LocalBackend } from './backend.js'
import { startFunctions } from './edge-functions.js'
import type { LocalKeys } from './keys.js'
import { startMailSink } from './mail-sink.js'
import { CLIENT_ADDRESS_HEADERS } from './request-guards.js'
import { startRetentionLoop } from './retention.js'
import { startSenderLoop } from './sender-loop.js'
import { errorMessage } from './support.js'

/**
 * The mail stack of a dev or preview server (edge-functions.ts, mail-sink.ts, sender-loop.ts): once the server listens (its
 * URL is what links in mails point to), the SMTP sink, the Edge Functions and the sender loop start;
 * /functions/v1/<name> is proxied to the functions (a request that arrives earlier waits for them);
 * all three stop with the server. LOCAL_MAIL_SMTP_PORT / LOCAL_MAIL_WEB_PORT fix the sink's ports.
 */
export function attachMail(
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
