/** Pieces several features of this remote draw: the form fields, the form state, the submit button and the outcome. */
export { TextField, focusFirstError } from './fields';
export { useForm, type Problems } from './use-form';
export { useSubmit } from '@storefront/remote-kit';
export { OutcomeNotice, SubmitButton, failedOutcome, type Outcome } from './submission';
