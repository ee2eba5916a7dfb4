// Edge Function `lead-challenge` (docs/leads-and-abuse.md): see
// supabase/functions/_shared/handlers.ts.
import { depsFromEnv } from '../_shared/env.ts'
import { handleLeadChallenge, serve } from '../_shared/handlers.ts'

const deps = depsFromEnv()
Deno.serve((request) => serve(handleLeadChallenge, request, deps))
