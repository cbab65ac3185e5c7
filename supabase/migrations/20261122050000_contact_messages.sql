-- Contact messages, the rate-limit counters and the newsletter subscribers.
--
-- Written for the Supabase platform (roles anon / authenticated / service_role exist there).
-- Every table has row-level security ON and NO policy. The privileges are granted explicitly by
-- the next migration (..._explicit_grants.sql), not left to the platform's default privileges,
-- which Supabase no longer gives new tables. The edge functions connect as the table owner
-- (DB_POOLER_URL, else SUPABASE_DB_URL) and are the only writers. The local PGlite bootstrap
-- (supabase/functions/_shared/db-pglite.ts) creates the roles as today's platform has them
-- (no default grants) before applying this file, so grants and RLS are tested for real.

-- Contact form messages, stored before they are mailed (transactional outbox).
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null check (char_length(first_name) between 1 and 100),
  last_name text check (char_length(last_name) <= 100),
  email text not null check (char_length(email) between 3 and 254),
  phone text check (char_length(phone) <= 40),
  organization text check (char_length(organization) <= 200),
  service text check (service in (
    'Malaria Drug Sales', 'Trademark Registration', 'ARIPO Services', 'Madrid Protocol',
    'WAHO Compliance', 'NAFDAC Registration', 'Ghana FDA Services', 'WHO Prequalification',
    'African Medicines Harmonization', 'ECOWAS Services', 'Regulatory Consulting')),
  message text not null check (char_length(message) between 1 and 5000),
  -- salted SHA-256 of the client address (hex); the address itself is never stored
  client_hash text check (char_length(client_hash) = 64),
  -- delivery: pending -> sending (a worker holds it until locked_until) -> sent;
  -- a failed attempt goes back to pending with last_error and a later next_attempt_at.
  -- spam: the honeypot was filled; never mailed.
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'spam')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  sent_at timestamptz,
  provider_message_id text,
  constraint contact_messages_sent_has_time check (status <> 'sent' or sent_at is not null)
);

comment on table public.contact_messages is
  'Contact form submissions (personal data). Written only by the send-contact-email function.';

-- The outbox query: undelivered messages by due time.
create index contact_messages_undelivered_idx
  on public.contact_messages (next_attempt_at)
  where status in ('pending', 'sending');

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

-- Rate-limit counters shared by all function instances: one row per client and bucket; the
-- window starts at the client's first request and restarts once it has run out.
create table public.rate_limits (
  bucket text not null,
  key_hash text not null check (char_length(key_hash) = 64),
  window_start timestamptz not null default now(),
  hits integer not null default 1,
  primary key (bucket, key_hash)
);

comment on table public.rate_limits is
  'Per-client request counters (salted address hashes only). Old windows are deleted by the functions.';

create index rate_limits_window_start_idx on public.rate_limits (window_start);

alter table public.rate_limits enable row level security;

-- Newsletter subscribers, one row per address (case-insensitive).
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  email text not null check (char_length(email) between 3 and 254),
  client_hash text check (char_length(client_hash) = 64),
  unsubscribed_at timestamptz
);

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups (personal data). Written only by the subscribe-newsletter function.';

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

alter table public.newsletter_subscribers enable row level security;
