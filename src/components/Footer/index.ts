export { Copyright } from './Copyright';
export { Footer, type FooterProps } from './Footer';
