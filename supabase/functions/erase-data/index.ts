// Edge Function `erase-data` (docs/privacy-and-retention.md): see supabase/functions/_shared/handlers.ts.
import { depsFromEnv } from '../_shared/env.ts'
import { handleErase, serve } from '../_shared/handlers.ts'

const deps = depsFromEnv()
Deno.serve((request) => serve(handleErase, request, deps))
