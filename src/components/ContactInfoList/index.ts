export { type ContactInfoItem, ContactInfoList, type ContactInfoListProps } from './ContactInfoList';
