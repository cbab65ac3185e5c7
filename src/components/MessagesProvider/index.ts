export { type ComponentMessages, MessagesProvider, useComponentMessages } from './MessagesProvider';
