// Edge Function `mail-events` (docs/backend-and-mail.md): see supabase/functions/_shared/handlers.ts.
import { depsFromEnv } from '../_shared/env.ts'
import { handleMailEvents, serve } from '../_shared/handlers.ts'

const deps = depsFromEnv()
Deno.serve((request) => serve(handleMailEvents, request, deps))
