export { MedicationCategories, type MedicationCategoriesProps } from './MedicationCategories';
