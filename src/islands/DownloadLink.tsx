export { DownloadButtonLink as default } from '../components/DownloadLink/DownloadLink';
