import { CallToAction } from '../components/CallToAction';
import { DetailSections } from '../components/DetailSections';
import { Hero } from '../components/Hero';
import { serviceById } from '../content/services/manifest';
import { serviceAt } from '../routes/routes';
import { useContent, useLocale } from '../site/locale';
import { PageMeta } from '../site/PageMeta';
import { pageChatText, WhatsAppButtonLink } from '../site/WhatsApp';
import type { PageProps } from './types';

/** The one template of the ten service detail pages; the route path picks the content. */
export default function ServiceDetailPage({ path }: PageProps) {
  const content = useContent();
  const locale = useLocale();
  const id = serviceAt(path);
  const service = id && serviceById(id);
  if (service?.template !== 'serviceDetail') throw new Error(`No service detail page at ${path}`);
  const detail = content.services[service.id];
  return (
    <>
      <PageMeta {...detail.meta} path={path} />
      <Hero {...detail.hero} />
      <DetailSections sections={detail.sections} />
      <CallToAction {...detail.cta}>
        <WhatsAppButtonLink text={pageChatText(content.whatsapp, locale, path)} variant="outline" size="lg" />
      </CallToAction>
    </>
  );
}
