export { VideoGrid as default } from '../components/VideoCard/VideoCard';
