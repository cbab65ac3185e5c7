import type { MedicationCategory } from '../../content/types';
import { Card } from '../Card';
import { Grid } from '../Stack';
import { form, list, medicine, name } from './MedicationCategories.css';

export interface MedicationCategoriesProps {
  categories: readonly MedicationCategory[];
}

/** Medicine categories as cards, each listing its medicines with strengths and dosage forms. */
export function MedicationCategories({ categories }: MedicationCategoriesProps) {
  return (
    <Grid as="ul" columns={2}>
      {categories.map((category) => (
        <Card key={category.title} as="li" tone="raised" icon={category.icon} title={category.title}>
          <p>{category.description}</p>
          <ul className={list}>
            {category.medications.map((medication) => (
              <li key={`${medication.name}|${medication.form}`} className={medicine}>
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
