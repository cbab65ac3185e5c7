-- The language a reader subscribed in, stored with their address, so that a newsletter can be
-- sent to them in it.
--
-- Only the site's published locales (`locales` in src/i18n/locales.ts), as for contact messages
-- (20261125090000_contact_message_locale.sql): the subscribe-newsletter function refuses any
-- other value before storing (400, code `locale`), this constraint is the second wall, and
-- tests/functions/newsletter_locale.test.ts fails when the two lists differ. Publishing another
-- locale therefore takes a migration that replaces this constraint too.
--
-- Addresses stored before this column existed came from the English-only box: they get 'en'.
alter table public.newsletter_subscribers
  add column locale text not null default 'en'
    constraint newsletter_subscribers_locale_check check (locale in ('en', 'fr', 'pt'));

comment on column public.newsletter_subscribers.locale is
  'The site locale the reader subscribed from (en, fr, pt): the language to send them the newsletter in.';

-- Privileges: nothing to grant. The explicit table grants of 20261124090000_explicit_grants.sql
-- cover every column, this one included. Row-level security stays on with no policy.
