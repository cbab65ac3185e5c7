export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './Button';
export { buttonVariantNames } from './Button.css';
