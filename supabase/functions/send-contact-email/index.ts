// Supabase Edge Function entry point (deployed with verify_jwt = false: a public form).
import { handler } from './handler.ts';

Deno.serve(handler);
