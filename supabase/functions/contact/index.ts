// Edge Function `contact` (docs/backend-and-mail.md): see supabase/functions/_shared/contact-handler.ts.
import { depsFromEnv } from '../_shared/env.ts'
import { handleContact } from '../_shared/contact-handler.ts'
import { serve } from '../_shared/handlers.ts'

const deps = depsFromEnv()
Deno.serve((request) => serve(handleContact, request, deps))
