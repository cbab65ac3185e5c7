export { CountryList, type CountryListProps } from './CountryList';
