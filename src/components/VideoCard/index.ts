export { VideoCard, type VideoCardProps } from './VideoCard';
