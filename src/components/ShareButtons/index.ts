export { SHARE_WINDOW_FEATURES, ShareButtons, type ShareButtonsProps } from './ShareButtons';
