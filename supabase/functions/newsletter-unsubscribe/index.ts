// Supabase Edge Function entry point (deployed with verify_jwt = false: the List-Unsubscribe
// link of the newsletter's e-mails, called by mail clients and browsers without any key).
import { handler } from './handler.ts';

Deno.serve(handler);
