-- Services are stored by the stable id the form submits (src/content/services/manifest.ts),
-- not by their English label, so a translated form submits the same value. The function
-- validates the id against its generated copy of the manifest
-- (supabase/functions/_shared/services.generated.ts); the database only checks the id's
-- shape, so there is no second hand-kept list of services here.

alter table public.contact_messages drop constraint if exists contact_messages_service_check;

-- Rows stored before ids carried the label the form showed then.
update public.contact_messages set service = case service
    when 'Malaria Drug Sales' then 'malariaDrugs'
    when 'Trademark Registration' then 'trademark'
    when 'ARIPO Services' then 'aripo'
    when 'Madrid Protocol' then 'madrid'
    when 'WAHO Compliance' then 'waho'
    when 'NAFDAC Registration' then 'nafdac'
    when 'Ghana FDA Services' then 'ghanaFda'
    when 'WHO Prequalification' then 'who'
    when 'African Medicines Harmonization' then 'ama'
    when 'ECOWAS Services' then 'ecowas'
    when 'Regulatory Consulting' then 'regulatory'
    else service
  end
  where service is not null;

alter table public.contact_messages
  add constraint contact_messages_service_check check (service ~ '^[a-z][A-Za-z0-9]{0,39}$');
