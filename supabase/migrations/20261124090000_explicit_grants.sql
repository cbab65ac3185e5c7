-- Explicit privileges on the tables of 20261122050000_contact_messages.sql.
--
-- Supabase no longer grants new tables in `public` to anon, authenticated and service_role:
-- the default for new projects since 2026-05-30 and for every project since 2026-10-30
-- (supabase.com/changelog, "Breaking Change: Tables not exposed to Data and GraphQL API
-- automatically", discussion #45329). Projects created earlier may still carry the old default
-- privileges. So nothing here relies on defaults in either direction: each role gets exactly
-- what it needs, whatever the project's age.
--
-- anon, authenticated (the Data API with the publishable/anon key or a user's token): nothing.
-- The website reaches these tables only through the edge functions, which connect as the
-- table owner. Row-level security stays on with no policy (previous migration) as a second
-- wall, should a privilege ever be granted by mistake.
revoke all on table public.contact_messages, public.rate_limits, public.newsletter_subscribers
  from anon, authenticated;

-- service_role (the secret key; it bypasses RLS): read and manage the rows, for a back-office
-- tool or a manual clean-up. No TRUNCATE, REFERENCES or TRIGGER.
revoke all on table public.contact_messages, public.rate_limits, public.newsletter_subscribers
  from service_role;
grant select, insert, update, delete
  on table public.contact_messages, public.rate_limits, public.newsletter_subscribers
  to service_role;
