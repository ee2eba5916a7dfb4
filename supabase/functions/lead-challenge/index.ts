// Edge Function `lead-challenge` (README "Nobody can flood the lists"): see
// supabase/functions/_shared/handlers.ts.
import { depsFromEnv } from '../_shared/env.ts'
import { handleLeadChallenge, serve } from '../_shared/handlers.ts'

const deps = depsFromEnv()
Deno.serve((request) => serve(handleLeadChallenge, request, deps))
