import { Badge } from '../components/Badge';
import { CallToAction } from '../components/CallToAction';
import { DocumentList } from '../components/DocumentList';
import { DownloadLink } from '../components/DownloadLink';
import { Hero } from '../components/Hero';
import { MediaCard } from '../components/MediaCard';
import { PageMeta } from '../components/PageMeta';
import { Section } from '../components/Section';
import { Grid } from '../components/Stack';
import { Text } from '../components/Text';
import { VideoGridIsland } from '../components/VideoCard';
import { WebinarListIsland } from '../components/WebinarList';
import { documents, guides, resourcesPage, videos, webinars } from '../content/en/resources';
import { resourcesMessages } from '../content/en/resourcesMessages';
import { resourceFileName, resourceHref } from '../lib/downloads';
import { paths } from '../routes/routes';
import type { PageProps } from './types';

export default function ResourcesPage({ path }: PageProps) {
  const { downloadStarted, guide: guideLabels } = resourcesMessages;
  return (
    <>
      <PageMeta {...resourcesPage.meta} path={path} />
      <Hero {...resourcesPage.hero} />
      <Section {...resourcesPage.guides}>
        <Grid as="ul" columns={3}>
          {guides.map((guide, index) => (
            <MediaCard
              key={guide.title}
              as="li"
              image={guide.image}
              imageLoading={index === 0 ? 'eager' : 'lazy'}
              title={guide.title}
              eyebrow={
                <>
                  <Badge>{guide.category}</Badge>
                  <Badge tone="neutral">{guideLabels.sizeLabel(guide.size)}</Badge>
                </>
              }
              footer={
                <DownloadLink
                  href={resourceHref(guide.title)}
                  fileName={resourceFileName(guide.title)}
                  type="application/pdf"
                  variant="primary"
                  label={resourcesMessages.download}
                  context={guide.title}
                  notice={{ title: downloadStarted.title, description: downloadStarted.description(guide.title) }}
                />
              }
            >
              <Text>{guide.description}</Text>
            </MediaCard>
          ))}
        </Grid>
      </Section>
      <Section {...resourcesPage.documents} tone="subtle">
        <DocumentList documents={documents} />
      </Section>
      <Section {...resourcesPage.videos}>
        <VideoGridIsland videos={videos} />
      </Section>
      <Section {...resourcesPage.webinars} tone="brandSubtle">
        <WebinarListIsland webinars={webinars} registerHref={paths.contact} />
      </Section>
      <CallToAction {...resourcesPage.banner} />
    </>
  );
}
