export { ShareButtons, type ShareButtonsProps, useAddressOf } from './ShareButtons';
export { openShareWindow, SHARE_WINDOW_FEATURES, type ShareLabels, type ShareNetwork, shareNetworks, shareUrl } from './shareWindow';
