import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { Icon } from '../Icon';
import { control, error as errorClass, field, label as labelClass, requiredMark } from './Field.css';

interface FieldProps {
  label: string;
  /** Shown under the control, linked to it by aria-describedby; the control is then aria-invalid. */
  error?: string;
  /** Visible marker after the label of a required field; the form's note explains it. */
  requiredMark?: string;
}

interface ShellProps extends FieldProps {
  id: string;
  errorId: string;
  required?: boolean;
  children: ReactNode;
}

function FieldShell({ id, errorId, label, error, required, requiredMark: mark, children }: ShellProps) {
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && mark && (
          <span className={requiredMark} aria-hidden="true">
            {mark}
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={errorId} className={errorClass}>
          <Icon name="alert" size="sm" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** Ids and ARIA state shared by every control. */
function useFieldIds(id: string | undefined, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return {
    controlId,
    errorId,
    aria: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
  };
}

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: Ref<HTMLInputElement> };

/**
 * A labelled input, with its required mark and its error message tied to it (`aria-invalid`,
 * `aria-describedby`). `TextAreaField` and `SelectField` are the same for a text area and a list.
 *
 * Use them for every form control: never a bare input, nor a placeholder as its label. Show an
 * error beside its field, in words that say how to fix it.
 */
export function TextField({ label, error, requiredMark: mark, id, ref, ...input }: TextFieldProps) {
  const { controlId, errorId, aria } = useFieldIds(id, error);
  return (
    <FieldShell id={controlId} errorId={errorId} label={label} error={error} required={input.required} requiredMark={mark}>
      <input ref={ref} type="text" className={control({ invalid: Boolean(error) })} {...input} {...aria} />
    </FieldShell>
  );
}

export type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
    ref?: Ref<HTMLTextAreaElement>;
    /** The lines of text it shows before it scrolls. */
    rows?: number;
  };

export function TextAreaField({ label, error, requiredMark: mark, id, ref, rows = 6, ...textarea }: TextAreaFieldProps) {
  const { controlId, errorId, aria } = useFieldIds(id, error);
  return (
    <FieldShell id={controlId} errorId={errorId} label={label} error={error} required={textarea.required} requiredMark={mark}>
      <textarea ref={ref} rows={rows} className={control({ kind: 'textarea', invalid: Boolean(error) })} {...textarea} {...aria} />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> & {
    ref?: Ref<HTMLSelectElement>;
    options: ReadonlyArray<SelectOption>;
  };

export function SelectField({ label, error, requiredMark: mark, id, ref, options, ...select }: SelectFieldProps) {
  const { controlId, errorId, aria } = useFieldIds(id, error);
  return (
    <FieldShell id={controlId} errorId={errorId} label={label} error={error} required={select.required} requiredMark={mark}>
      <select ref={ref} className={control({ kind: 'select', invalid: Boolean(error) })} {...select} {...aria}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
