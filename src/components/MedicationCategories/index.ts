export { type Medication, type MedicationCategory, MedicationCategories, type MedicationCategoriesProps } from './MedicationCategories';
