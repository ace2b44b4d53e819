import type { UseFormRegisterReturn } from 'react-hook-form';

import { TextField } from '#client/components/ui/form-field.tsx';

type NameField = 'firstName' | 'lastName' | 'companyName' | 'phone';

/** Who the customer is, as registering and editing the profile ask it: two to a row. */
export function CustomerNameFields({
  field,
}: {
  field: (name: NameField) => { id: string; registration: UseFormRegisterReturn; error?: string };
}) {
  return (
    <>
      <TextField {...field('firstName')} label="First Name" autoComplete="given-name" />
      <TextField {...field('lastName')} label="Last Name" autoComplete="family-name" />
      <TextField
        {...field('companyName')}
        label="Company Name"
        marker="optional"
        autoComplete="organization"
      />
      <TextField
        {...field('phone')}
        label="Phone"
        marker="optional"
        type="tel"
        autoComplete="tel"
      />
    </>
  );
}
