export { type ImageRef, MediaCard, type MediaCardProps } from './MediaCard';
