-- Newsletter with consent (issue #23): double opt-in, a consent record per subscription,
-- one-step unsubscribe, and retention.
--
-- One row is one subscription: the consent asked for (address, locale, the version id of the
-- consent text the box showed, the site page it was on, when it was asked), when the reader
-- confirmed it by opening the link mailed to them, and when they withdrew it. Resubscribing
-- after an unsubscribe adds a new row (a new consent), so the record of the earlier consent
-- and of its withdrawal stays as it was. At most one row per address is not unsubscribed.
--
-- States: pending   = confirmed_at is null and unsubscribed_at is null
--         confirmed = confirmed_at is not null and unsubscribed_at is null (the only rows mailed)
--         withdrawn = unsubscribed_at is not null
--
-- Retention (public.purge_newsletter_subscribers, scheduled by 20261126121100): a sign-up not
-- confirmed within 7 days is deleted; a withdrawn subscription is kept 12 months after
-- unsubscribed_at, as proof of the consent and of its withdrawal, then deleted; a confirmed
-- subscription is kept until the reader unsubscribes.
--
-- Rows stored before this migration were never confirmed (there was no confirmation e-mail):
-- they are NOT treated as consent. They become pending sign-ups without a link (no
-- confirm_nonce, no consent_version: nothing can confirm them, nothing is ever mailed to them)
-- and the first purge deletes them, their asked_at being their old created_at. A reader among
-- them who signs up again before that gets a normal confirmation e-mail.
--
-- Subscribers get no client_hash any more: the column and its values are dropped.

alter table public.newsletter_subscribers drop column client_hash;

alter table public.newsletter_subscribers
  add column consent_version text
    constraint newsletter_subscribers_consent_version_check check (consent_version ~ '^[a-z0-9-]{1,64}$'),
  add column source_page text
    constraint newsletter_subscribers_source_page_check
      check (char_length(source_page) <= 200 and source_page ~ '^/([A-Za-z0-9._~-]+/?)*$'),
  add column asked_at timestamptz not null default now(),
  add column confirmed_at timestamptz,
  -- The random part of the current confirmation link; null once used (single use), and for
  -- rows that never had a link (pre-consent rows). A new sign-up while pending replaces it.
  add column confirm_nonce text
    constraint newsletter_subscribers_confirm_nonce_check check (confirm_nonce ~ '^[A-Za-z0-9_-]{16,64}$'),
  -- When the confirmation e-mail for the current link went out (null: not yet, or it failed
  -- and the outbox-retry run sends it again while the link is valid).
  add column confirmation_sent_at timestamptz,
  -- Where the functions answered the sign-up (`https://<project>.supabase.co/functions/v1`),
  -- so that a confirmation e-mail re-sent later by outbox-retry links to the same place.
  add column links_base text
    constraint newsletter_subscribers_links_base_check check (char_length(links_base) <= 300 and links_base ~ '^https?://'),
  add constraint newsletter_subscribers_confirmed_after_asked check (confirmed_at is null or confirmed_at >= asked_at);

update public.newsletter_subscribers set asked_at = created_at;

comment on table public.newsletter_subscribers is
  'Newsletter subscriptions with their consent record (personal data). One row per subscription; '
  'written only by the newsletter functions (subscribe-newsletter, newsletter-confirm, newsletter-unsubscribe).';
comment on column public.newsletter_subscribers.consent_version is
  'Version id of the consent text shown in the box (src/content/newsletterConsent.ts); null for rows stored before consent was asked.';
comment on column public.newsletter_subscribers.source_page is 'The site path the box was on when the reader asked.';
comment on column public.newsletter_subscribers.asked_at is 'When the reader asked to subscribe (the latest sign-up while pending).';
comment on column public.newsletter_subscribers.confirmed_at is 'When the reader opened the confirmation link: only then is the address subscribed.';
comment on column public.newsletter_subscribers.unsubscribed_at is 'When the reader withdrew consent (unsubscribe link or List-Unsubscribe one-click).';

-- One live subscription per address; withdrawn ones stay beside it.
drop index public.newsletter_subscribers_email_key;
create unique index newsletter_subscribers_live_email_key on public.newsletter_subscribers (lower(email))
  where unsubscribed_at is null;
create index newsletter_subscribers_pending_idx on public.newsletter_subscribers (asked_at)
  where confirmed_at is null;
create index newsletter_subscribers_unsubscribed_idx on public.newsletter_subscribers (unsubscribed_at)
  where unsubscribed_at is not null;

-- The retention rule, in one place for Supabase Cron and the local server.
create function public.purge_newsletter_subscribers(
  out unconfirmed integer,
  out withdrawn integer
)
language sql
security invoker
set search_path = ''
as $$
  with unconfirmed as (
    delete from public.newsletter_subscribers
     where confirmed_at is null and asked_at < now() - interval '7 days'
    returning 1
  ), withdrawn as (
    delete from public.newsletter_subscribers
     where unsubscribed_at is not null and unsubscribed_at < now() - interval '12 months'
    returning 1
  )
  select (select count(*)::integer from unconfirmed), (select count(*)::integer from withdrawn);
$$;

comment on function public.purge_newsletter_subscribers() is
  'Deletes sign-ups not confirmed within 7 days and subscriptions withdrawn more than 12 months ago.';

-- Only the table owner (the functions, the cron job) runs it.
revoke all on function public.purge_newsletter_subscribers() from public;
