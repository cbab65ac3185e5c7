-- Dead letters: a contact message whose e-mail failed MAIL_MAX_ATTEMPTS times (default 10, the
-- back-off of supabase/functions/_shared/outbox.ts spreads them over about three days) gets
-- `status = 'failed'`. It stays stored with its last_error (never lost), no worker claims it
-- again (the claim takes only 'pending' and lapsed 'sending' rows), the function logs
-- `contact.dead_letter`, and outbox-retry's answer counts it (`deadLetters`), so the deployer
-- sees it in the logs and in net._http_response. It is kept like any message, then deleted by
-- the retention purge (20261126120100_contact_retention.sql) after the retention period.
--
-- Re-queue one (SQL editor), once the cause is fixed; the next retry run sends it:
--   update public.contact_messages
--      set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null
--    where id = '<id>' and status = 'failed';

-- The first migration's inline CHECK has Postgres's default name.
alter table public.contact_messages drop constraint if exists contact_messages_status_check;
alter table public.contact_messages
  add constraint contact_messages_status_check
    check (status in ('pending', 'sending', 'sent', 'spam', 'failed'));

comment on column public.contact_messages.status is
  'pending -> sending -> sent; failed: undelivered after MAIL_MAX_ATTEMPTS attempts (kept, no more retries); spam: honeypot, never mailed.';
