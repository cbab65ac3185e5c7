import { VisuallyHidden } from '../VisuallyHidden';
import { group, option } from './CategoryFilter.css';

export interface CategoryFilterProps<T extends string> {
  /** Names the group for assistive technology, e.g. "Filter articles by category". */
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/**
 * A row of toggle buttons; exactly one is pressed at a time.
 *
 * Use it to narrow a list on the same page by one category (news). Not for going to other pages
 * (links) nor for a choice a form submits (SelectField).
 */
export function CategoryFilter<T extends string>({ label, options, value, onChange }: CategoryFilterProps<T>) {
  return (
    <fieldset className={group}>
      <legend>
        <VisuallyHidden>{label}</VisuallyHidden>
      </legend>
      {options.map((entry) => (
        <button
          key={entry.value}
          type="button"
          className={option}
          aria-pressed={entry.value === value}
          onClick={() => onChange(entry.value)}
        >
          {entry.label}
        </button>
      ))}
    </fieldset>
  );
}
