import { DIALOG_CONTACT_FIELDS, DIALOG_CONTACT_LABELS, DIALOG_CONTACT_REQUIRED, dialogContactProblems, type DialogContactField, type DialogContactForm } from '@storefront/contracts';
import { TextField, useForm } from '../../ui';
import './sheet';

const EMPTY = Object.fromEntries(DIALOG_CONTACT_FIELDS.map((f) => [f, ''])) as DialogContactForm;

const INPUT: Partial<Record<DialogContactField, { type?: 'email' | 'tel'; autoComplete?: string }>> = {
  FirstName: { autoComplete: 'given-name' },
  LastName: { autoComplete: 'family-name' },
  EmailAddress: { type: 'email', autoComplete: 'email' },
  PhoneNumber: { type: 'tel', autoComplete: 'tel' },
  City: { autoComplete: 'address-level2' },
  Province: { autoComplete: 'address-level1' },
};

/**
 * Contact (the dialog host's Contact state): the spec's unwired contact form (sections 3 and 5). FirstName, LastName
 * and EmailAddress are required, each checked when it is left; Submit does nothing: the form is not connected to
 * anything, and nothing is sent.
 */
export function ContactDialog() {
  const form = useForm(EMPTY, dialogContactProblems);
  return (
    <form
      className="afs-form asd-contact"
      noValidate
      aria-label="Contact form"
      onSubmit={(event) => {
        // The spec's unwired form: submit does nothing.
        event.preventDefault();
      }}
    >
      <h3 className="asd-contact-title">Your contact details</h3>
      <div className="afs-grid">
        {DIALOG_CONTACT_FIELDS.map((field) => (
          <TextField
            key={field}
            name={field}
            label={DIALOG_CONTACT_LABELS[field]}
            value={form.values[field]}
            onChange={(value) => form.update((v) => ({ ...v, [field]: value }))}
            onBlur={() => form.touch(field)}
            error={form.shown[field]}
            required={DIALOG_CONTACT_REQUIRED.includes(field)}
            {...INPUT[field]}
          />
        ))}
      </div>
      <div className="afs-actions">
        <button type="submit" className="sf-button">
          Submit
        </button>
      </div>
    </form>
  );
}
