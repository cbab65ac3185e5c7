-- The language the visitor wrote in, stored with their message: the e-mail to the company names
-- it ("Language: French (fr)") so the answer can be written in it, and a retry days later still
-- knows it.
--
-- Only the site's published locales (`locales` in src/i18n/locales.ts). The function refuses any
-- other value before storing (400, from its generated copy of that list in
-- supabase/functions/_shared/contactPage.generated.ts); this constraint is the second wall, and
-- tests/functions/contact_locale.test.ts fails when the two lists differ. Publishing another
-- locale therefore takes a migration that replaces this constraint.
--
-- Rows stored before this column existed came from the English-only form: they get 'en'.
alter table public.contact_messages
  add column locale text not null default 'en'
    constraint contact_messages_locale_check check (locale in ('en', 'fr', 'pt'));

comment on column public.contact_messages.locale is
  'The site locale the message was written from (en, fr, pt); the e-mail to the company names its language.';

-- Privileges: nothing to grant. The explicit table grants of 20261124090000_explicit_grants.sql
-- cover every column, this one included: none for anon and authenticated, select, insert,
-- update and delete for service_role. Row-level security stays on with no policy.
