/**
 * The functions' effects from their environment. On a hosted project Supabase sets SUPABASE_URL,
 * SUPABASE_DB_URL and SUPABASE_SERVICE_ROLE_KEY; the rest are secrets set with
 * `supabase secrets set` (docs/backend-and-mail.md). Locally `startFunctions` in
 * supabase/local/edge-functions.ts sets them all.
 */
import nodemailer from 'nodemailer'
import postgres from 'postgres'
import type { FunctionDeps } from './handlers.ts'
import { SMTP_TIMEOUT_MS } from './mail-limits.ts'

function required(name: string): string {
  const value = Deno.env.get(name)
  if (!value) throw new Error(`${name} is not set`)
  return value
}

export function depsFromEnv(): FunctionDeps {
  const smtpPort = Number(Deno.env.get('SMTP_PORT') ?? '465')
  const secure = (Deno.env.get('SMTP_SECURE') ?? (smtpPort === 465 ? 'true' : 'false')) === 'true'
  const user = Deno.env.get('SMTP_USER')
  // A private CA to trust besides the system's (the local TLS test's self-signed sink).
  const caFile = Deno.env.get('SMTP_TLS_CA_FILE')
  const transport = nodemailer.createTransport({
    host: required('SMTP_HOST'),
    port: smtpPort,
    // 465: TLS from the first byte (hosted Edge Functions may not open 25 or 587).
    secure,
    ...(user ? { auth: { user, pass: required('SMTP_PASS') } } : {}),
    ...(caFile ? { tls: { ca: Deno.readTextFileSync(caFile) } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  })
  const supabaseUrl = required('SUPABASE_URL').replace(/\/+$/, '')
  return {
    // One small pool per function instance; no named prepared statements (transaction poolers and
    // the local PGlite socket share sessions).
    sql: postgres(required('SUPABASE_DB_URL'), {
      max: 3,
      prepare: false,
      fetch_types: false,
      onnotice: () => undefined,
    }),
    transport,
    serviceKey: required('SUPABASE_SERVICE_ROLE_KEY'),
    siteOrigin: Deno.env.get('SITE_ORIGIN'),
    settings: {
      siteUrl: required('SITE_URL'),
      functionsUrl: Deno.env.get('FUNCTIONS_PUBLIC_URL') ?? `${supabaseUrl}/functions/v1`,
      tokenSecret: required('MAIL_TOKEN_SECRET'),
      // The mail provider's webhook password (mail-events); unset, that function refuses every call.
      eventsSecret: Deno.env.get('MAIL_EVENTS_SECRET') ?? '',
      from: required('MAIL_FROM'),
      businessInbox: required('CONTACT_INBOX'),
      weeklyClassUrl: required('WEEKLY_CLASS_JOIN_URL'),
    },
  }
}
