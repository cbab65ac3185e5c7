-- A least-privilege role for the three edge functions, instead of the table owner.
--
-- The functions connect with DB_POOLER_URL (else SUPABASE_DB_URL). As the owner (`postgres`)
-- they bypass row-level security and could read or drop anything. As `contact_functions` they
-- can do exactly what their code does, and nothing else:
--   contact_messages        select, insert, update   (store, claim, record a delivery; no delete)
--   rate_limits             select, insert, update, delete   (the counters' upsert and prune)
--   newsletter_subscribers  select, insert, update   (sign-up, confirmation, unsubscribe; no delete)
-- Grants are per table, so columns added later (the newsletter's consent record) are covered.
-- It may not execute the retention purge (20261126120100), which runs as the cron job's owner,
-- and has no privilege on any other table or schema (cron, vault, net, auth, storage, ...).
--
-- Row-level security stays on: the role does not bypass it, so each table gets one policy for
-- this role alone (the API roles anon and authenticated still have no privilege and no policy).
--
-- The role is created NOLOGIN: nothing can connect as it until the deployer gives it a
-- password (supabase/functions/README.md, "Deploy"):
--   alter role contact_functions with login password '<openssl rand -hex 32>';
-- and sets DB_POOLER_URL with the user name `contact_functions.<project-ref>` (Supavisor's
-- user name for a custom role on the shared pooler). Until then the functions keep using the
-- owner's connection string, and everything works as before.

do $role$
begin
  -- Roles belong to the cluster, not the database: create it once.
  if not exists (select 1 from pg_roles where rolname = 'contact_functions') then
    create role contact_functions nologin noinherit nocreatedb nocreaterole nobypassrls;
  end if;
end
$role$;

comment on role contact_functions is
  'The edge functions (send-contact-email, subscribe-newsletter, outbox-retry): only their tables, under RLS.';

grant usage on schema public to contact_functions;

revoke all on table public.contact_messages, public.rate_limits, public.newsletter_subscribers
  from contact_functions;
grant select, insert, update on table public.contact_messages to contact_functions;
grant select, insert, update, delete on table public.rate_limits to contact_functions;
grant select, insert, update on table public.newsletter_subscribers to contact_functions;

drop policy if exists contact_functions_all on public.contact_messages;
create policy contact_functions_all on public.contact_messages
  for all to contact_functions using (true) with check (true);
drop policy if exists contact_functions_all on public.rate_limits;
create policy contact_functions_all on public.rate_limits
  for all to contact_functions using (true) with check (true);
drop policy if exists contact_functions_all on public.newsletter_subscribers;
create policy contact_functions_all on public.newsletter_subscribers
  for all to contact_functions using (true) with check (true);
