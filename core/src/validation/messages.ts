// Texts quoted by the specification are verbatim; the others are ours (see docs/decisions.md, "Validation messages").

export const REQUIRED_MESSAGE = 'This field is required';
export const URL_MESSAGE = 'This value must be a valid URL';
export const SELECTION_EXCEEDED_MESSAGE = 'Selection exceeded - Please select up to 12 diagnostics';
export const SELECTION_EXCEEDED_RECORDS_MESSAGE = 'Selection exceeded: Please select up to 12 diagnostics.';
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password';
export const WRONG_PASSWORD_MESSAGE = 'Wrong password';

/** The phone rule's message; `field` is the field's label. */
export function phoneMessage(field: string): string {
  return `The ${field} must be either a valid phone number or e-mail`;
}

export const validationMessages = {
  maxLength: (field: string, max: number) => `The ${field} field may not be greater than ${max} characters`,
  minLength: (field: string, min: number) => `The ${field} field must be at least ${min} characters`,
  exactLength: (field: string, length: number) => `The ${field} field must be exactly ${length} characters`,
  email: (field: string) => `The ${field} field must be a valid email`,
  numeric: (field: string) => `The ${field} field may only contain numeric characters`,
  alphanumeric: (field: string) => `The ${field} field may only contain letters and numbers`,
  confirmed: (field: string) => `The ${field} confirmation does not match`,
  date: (field: string) => `The ${field} field must be a real date written MM-DD-YYYY`,
  dateWindow: (field: string, earliest: string, latest: string) => `The ${field} must be between ${earliest} and ${latest}`,
  npi: (field: string) => `The ${field} field must be a valid NPI (10 digits with a correct check digit)`,
  between: (field: string, min: number, max: number) => `The ${field} field must be between ${min} and ${max}`,
  oneOf: (field: string) => `The ${field} field must be one of the offered options`,
  videoFile: (field: string) => `The ${field} must be an .mp4 or .mov file`,
  visitOption: (item: string) => `The visit option "${item}" does not start with a number`,
  specify: (field: string) => `Please specify the ${field}`,
  notEmptyList: (field: string) => `The ${field} must list at least one diagnostic`,
} as const;
