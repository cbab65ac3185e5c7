// Supabase Edge Function entry point (deployed with verify_jwt = false: the link of the
// newsletter's confirmation e-mail, opened by a browser without any key).
import { handler } from './handler.ts';

Deno.serve(handler);
