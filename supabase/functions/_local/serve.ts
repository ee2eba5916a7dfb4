/**
 * Local stand-in for Supabase's edge runtime: one Deno process serves every function of this folder
 * under /<name> (Vite proxies /functions/v1/<name> here), with the same handlers and environment as
 * on a hosted project. Started by `startFunctions` in supabase/local/edge-functions.ts; listens on
 * 127.0.0.1 only.
 */
import { depsFromEnv } from '../_shared/env.ts'
import { handleContact } from '../_shared/contact-handler.ts'
import {
  handleConfirm,
  handleErase,
  handleLeadChallenge,
  handleSendMails,
  handleUnsubscribe,
  serve,
  type Handler,
} from '../_shared/handlers.ts'
import { handleMailEvents } from '../_shared/mail-events-handler.ts'

const routes: Record<string, Handler> = {
  'send-mails': handleSendMails,
  'confirm-email': handleConfirm,
  unsubscribe: handleUnsubscribe,
  contact: handleContact,
  'lead-challenge': handleLeadChallenge,
  'erase-data': handleErase,
  'mail-events': handleMailEvents,
}

const deps = depsFromEnv()
const port = Number(Deno.env.get('FUNCTIONS_PORT') ?? '0')

Deno.serve(
  {
    hostname: '127.0.0.1',
    port,
    onListen: ({ port: actual }) => console.log(`functions listening on ${actual}`),
  },
  (request) => {
    const name =
      new URL(request.url).pathname.replace(/^\/(functions\/v1\/)?/, '').split('/')[0] ?? ''
    // Local only: the dev server and Playwright wait for this before they call a function.
    if (name === 'health')
      return new Response('{"status":"ok"}', { headers: { 'Content-Type': 'application/json' } })
    const handler = routes[name]
    if (!handler) {
      return new Response(JSON.stringify({ error: 'not_found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      })
    }
    return serve(handler, request, deps)
  },
)
