import { Card } from '../Card';
import type { IconName } from '../Icon';
import { Grid } from '../Stack';
import { form, list, medicine, name } from './MedicationCategories.css';

export interface Medication {
  name: string;
  /** Strengths and dosage form, e.g. "20 mg/120 mg dispersible tablets". */
  form: string;
}

export interface MedicationCategory {
  title: string;
  description: string;
  icon: IconName;
  medications: Medication[];
}

export interface MedicationCategoriesProps {
  categories: ReadonlyArray<MedicationCategory>;
}

/**
 * Medicine categories as cards, each listing its medicines with strengths and dosage forms.
 *
 * Use it for the medicines catalogue. Not for products without dosage data (CardGrid).
 */
export function MedicationCategories({ categories }: MedicationCategoriesProps) {
  return (
    <Grid as="ul" columns={2}>
      {categories.map((category, index) => (
        // Fixed lists, never reordered: a position is an identity.
        <Card key={index} as="li" tone="raised" icon={category.icon} title={category.title}>
          <p>{category.description}</p>
          <ul className={list}>
            {category.medications.map((medication, row) => (
              <li key={row} className={medicine}>
                <span className={name}>{medication.name}</span>
                <span className={form}>{medication.form}</span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </Grid>
  );
}
