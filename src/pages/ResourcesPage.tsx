import { Badge } from '../components/Badge';
import { CallToAction } from '../components/CallToAction';
import { DocumentList } from '../components/DocumentList';
import { DownloadLink } from '../components/DownloadLink';
import { Hero } from '../components/Hero';
import { MediaCard } from '../components/MediaCard';
import { Section } from '../components/Section';
import { Grid } from '../components/Stack';
import { Text } from '../components/Text';
import { VideoGrid } from '../components/VideoCard';
import { formatMessage } from '../i18n/format';
import { resourceFileName, resourceHref } from '../lib/downloads';
import { paths } from '../routes/routes';
import { useContent, useFileHref, useLocale } from '../site/locale';
import { videoLabels } from '../site/labels';
import { PageMeta } from '../site/PageMeta';
import { documentItem, videoItem, webinarItem } from '../site/resources';
import VideoPlaceholderIsland from '../site/VideoPlaceholder.island';
import WebinarListIsland from '../site/WebinarList.island';
import type { PageProps } from './types';

export default function ResourcesPage({ path }: PageProps) {
  const content = useContent();
  const locale = useLocale();
  const fileHref = useFileHref();
  const { resources, resourcesMessages } = content;
  const { page: resourcesPage, guides, documents, videos, webinars } = resources;
  const { downloadStarted, guide: guideLabels } = resourcesMessages;
  return (
    <>
      <PageMeta {...resourcesPage.meta} path={path} />
      <Hero {...resourcesPage.hero} />
      <Section {...resourcesPage.guides}>
        <Grid as="ul" columns={3}>
          {guides.map((guide, index) => (
            <MediaCard
              key={guide.fileSlug}
              as="li"
              image={guide.image}
              imageLoading={index === 0 ? 'eager' : 'lazy'}
              title={guide.title}
              eyebrow={
                <>
                  <Badge>{guide.category}</Badge>
                  <Badge tone="neutral">{formatMessage(guideLabels.sizeLabel, { size: guide.size })}</Badge>
                </>
              }
              footer={
                <DownloadLink
                  href={fileHref(resourceHref(guide.fileSlug))}
                  fileName={resourceFileName(guide.fileSlug)}
                  type="application/pdf"
                  variant="primary"
                  label={resourcesMessages.download}
                  context={guide.title}
                  notice={{ title: downloadStarted.title, description: formatMessage(downloadStarted.description, { title: guide.title }) }}
                />
              }
            >
              <Text>{guide.description}</Text>
            </MediaCard>
          ))}
        </Grid>
      </Section>
      <Section {...resourcesPage.documents} tone="subtle">
        <DocumentList documents={documents.map((document) => documentItem(document, locale))} labels={{ download: resourcesMessages.downloadPdf, started: downloadStarted }} />
      </Section>
      <Section {...resourcesPage.videos}>
        <VideoGrid
          videos={videos.map((video) => videoItem(video, locale))}
          labels={videoLabels(resourcesMessages)}
          placeholder={(video) => <VideoPlaceholderIsland title={video.title} />}
        />
      </Section>
      <Section {...resourcesPage.webinars} tone="brandSubtle">
        <WebinarListIsland webinars={webinars.map((webinar) => webinarItem(webinar, content, locale))} registerHref={paths.contact} />
      </Section>
      <CallToAction {...resourcesPage.banner} />
    </>
  );
}
