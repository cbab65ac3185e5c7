-- Retention of contact data (the privacy notice's promises), run by Supabase Cron:
--   * contact messages are deleted once older than the retention period (default 24 months),
--     whatever their status; an undelivered one (pending, sending, failed) is never deleted
--     before that;
--   * spam rows (the honeypot was filled) after 30 days;
--   * rate-limit counters after 24 hours (the functions also prune them);
--   * client_hash (the keyed hash of the sender's network address, used only by the rate
--     limit) is removed from a stored message once its rate window (RATE_LIMIT_WINDOW_SECONDS,
--     600) has passed. The job runs every 15 minutes, so it goes well within the hour.
--
-- Changing the retention period: the job passes the period to the function. A deployer who
-- wants, say, 36 months (or who changed RATE_LIMIT_WINDOW_SECONDS) re-schedules the job under
-- the same name, which replaces it (supabase.com/docs/guides/cron/quickstart: "Attempting to
-- create a second Job with the same name (and case) will overwrite the first Job"):
--   select cron.schedule('purge-contact-data', '*/15 * * * *',
--     $$select public.purge_expired_contact_data(retention_months => 36, rate_window_seconds => 600)$$);
-- Locally the `npm start` server runs the same function at start and on its retry timer, with
-- CONTACT_RETENTION_MONTHS and RATE_LIMIT_WINDOW_SECONDS from its environment.
--
-- Runs as the job's owner (the migration's role, `postgres` on Supabase): no SECURITY DEFINER,
-- and the least-privilege role of the functions (20261126120200) may not execute it.

-- The hourly update of client_hash finds its rows without reading the whole table.
create index if not exists contact_messages_client_hash_idx
  on public.contact_messages (created_at)
  where client_hash is not null;

create or replace function public.purge_expired_contact_data(
  retention_months integer default 24,
  spam_days integer default 30,
  rate_window_seconds integer default 600,
  rate_limit_hours integer default 24
)
returns jsonb
language plpgsql
set search_path = ''
as $function$
declare
  messages integer;
  spam integer;
  counters integer;
  hashes integer;
begin
  if retention_months is null or retention_months < 1
     or spam_days is null or spam_days < 1
     or rate_window_seconds is null or rate_window_seconds < 1
     or rate_limit_hours is null or rate_limit_hours < 1 then
    raise exception 'purge_expired_contact_data: every period must be a positive number';
  end if;

  -- A row whose delivery is in progress right now (a live lease) waits for the next run.
  delete from public.contact_messages
   where created_at < now() - make_interval(months => retention_months)
     and not (status = 'sending' and locked_until > now());
  get diagnostics messages = row_count;

  delete from public.contact_messages
   where status = 'spam' and created_at < now() - make_interval(days => spam_days);
  get diagnostics spam = row_count;

  delete from public.rate_limits
   where window_start < now() - make_interval(hours => rate_limit_hours);
  get diagnostics counters = row_count;

  update public.contact_messages set client_hash = null
   where client_hash is not null
     and created_at < now() - make_interval(secs => rate_window_seconds);
  get diagnostics hashes = row_count;

  return jsonb_build_object('messages', messages, 'spam', spam, 'rateLimits', counters, 'clientHashes', hashes);
end
$function$;

comment on function public.purge_expired_contact_data(integer, integer, integer, integer) is
  'Retention of contact data: messages after retention_months, spam after spam_days, rate-limit rows after rate_limit_hours, client_hash after the rate window. Scheduled as the cron job purge-contact-data.';

-- Nobody but the owner (and the cron job running as it) may purge. Supabase's default
-- privileges grant EXECUTE on new functions to the API roles: taken back here.
revoke all on function public.purge_expired_contact_data(integer, integer, integer, integer)
  from public, anon, authenticated, service_role;

-- Guarded like 20261124100000_outbox_retry_schedule.sql: pg_cron exists on the hosted
-- platform, not in every Postgres. Where it is missing (PGlite, a plain server) this raises a
-- notice and schedules nothing; the local server runs the purge itself.
do $migration$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    -- As Supabase's guide installs it (supabase.com/docs/guides/cron/install).
    create extension if not exists pg_cron with schema pg_catalog;
  end if;

  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                  where n.nspname = 'cron' and p.proname = 'schedule') then
    raise notice 'pg_cron is not available: the contact data purge is not scheduled.';
    return;
  end if;

  -- Same name: replaced, so running this again changes nothing.
  perform cron.schedule(
    'purge-contact-data',
    '*/15 * * * *',
    $job$select public.purge_expired_contact_data()$job$
  );
end
$migration$;
