-- Supabase Cron calls the outbox-retry function every five minutes, so a contact message whose
-- e-mail failed is re-sent without waiting for the next visitor and without an outside host.
--
-- Supabase's own pattern for scheduling Edge Functions
-- (supabase.com/docs/guides/functions/schedule-functions): pg_cron runs the job, pg_net sends
-- the HTTP request, and the values the request needs come from Supabase Vault when the job
-- runs, so neither is written here (nor anywhere in the repository):
--   project_url           https://<project-ref>.supabase.co
--   outbox_retry_secret   the same value as the function's OUTBOX_RETRY_SECRET secret
-- The deployer stores both once (supabase/functions/README.md, "Deploy"). The function answers
-- 401 without the secret, and verify_jwt is off for it (supabase/config.toml), so the job
-- needs no API key.
--
-- Guarded: pg_cron and pg_net exist on the hosted platform, not in every Postgres. Where they
-- are missing (the local PGlite database, a plain Postgres server) this migration raises a
-- notice and schedules nothing; there, the `npm start` server retries by itself and
-- `npm run outbox:retry` does it on demand.
do $migration$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    -- As Supabase's guides install them (supabase.com/docs/guides/cron/install,
    -- supabase.com/docs/guides/database/extensions/pgnet).
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
  end if;

  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                  where n.nspname = 'cron' and p.proname = 'schedule')
     or not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                     where n.nspname = 'net' and p.proname = 'http_post') then
    raise notice 'pg_cron or pg_net is not available: the outbox-retry function is not scheduled.';
    return;
  end if;

  -- A job of the same name is replaced, so running this again changes nothing. The request
  -- waits up to two minutes for the answer, longer than one run may take (RETRY_RUN_SECONDS
  -- plus the last batch); pg_net keeps the answer in net._http_response.
  perform cron.schedule(
    'outbox-retry',
    '*/5 * * * *',
    $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
             || '/functions/v1/outbox-retry',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'x-outbox-retry-secret',
        (select decrypted_secret from vault.decrypted_secrets where name = 'outbox_retry_secret')
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 120000
    ) as request_id;
    $job$
  );
end
$migration$;
