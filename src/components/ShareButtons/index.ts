export { SHARE_WINDOW_FEATURES, ShareButtons, type ShareButtonsProps, type ShareLabels, type ShareNetwork, shareNetworks, shareUrl, useAddressOf } from './ShareButtons';
