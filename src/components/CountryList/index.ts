export { type Country, CountryList, type CountryListProps, type CountryStatuses } from './CountryList';
