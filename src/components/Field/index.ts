export {
  type SelectFieldProps,
  type SelectOption,
  SelectField,
  type TextAreaFieldProps,
  TextAreaField,
  type TextFieldProps,
  TextField,
} from './Field';
