// Edge Function `mail-events` (docs/backend-and-mail.md): see supabase/functions/_shared/mail-events-handler.ts.
import { depsFromEnv } from '../_shared/env.ts'
import { serve } from '../_shared/handlers.ts'
import { handleMailEvents } from '../_shared/mail-events-handler.ts'

const deps = depsFromEnv()
Deno.serve((request) => serve(handleMailEvents, request, deps))
