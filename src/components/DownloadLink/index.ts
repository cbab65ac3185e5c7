export { DownloadLink, type DownloadLinkProps } from './DownloadLink';
