// Supabase Edge Function entry point, called by Supabase Cron (verify_jwt = false; the
// x-outbox-retry-secret header is checked instead, see ../_shared/retry.ts).
import { handler } from './handler.ts';

Deno.serve(handler);
