-- Supabase Cron runs the newsletter retention rule (public.purge_newsletter_subscribers,
-- 20261126121000_newsletter_consent.sql) every hour, inside the database: no HTTP request,
-- no secret, only pg_cron.
--
-- Guarded like 20261124100000_outbox_retry_schedule.sql: where pg_cron is missing (the local
-- PGlite database, a plain Postgres server) this raises a notice and schedules nothing; there,
-- the `npm start` server runs the same function on its retry timer.
do $migration$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;

  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                  where n.nspname = 'cron' and p.proname = 'schedule') then
    raise notice 'pg_cron is not available: the newsletter purge is not scheduled.';
    return;
  end if;

  -- A job of the same name is replaced, so running this again changes nothing.
  perform cron.schedule(
    'newsletter-purge',
    '17 * * * *',
    $job$ select * from public.purge_newsletter_subscribers(); $job$
  );
end
$migration$;
