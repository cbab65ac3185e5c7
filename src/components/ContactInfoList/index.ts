export { ContactInfoList, type ContactInfoListProps } from './ContactInfoList';
