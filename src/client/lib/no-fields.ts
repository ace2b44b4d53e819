/** The rules of a form with nothing to fill in (a confirmation), loaded as any form's are. */
export const noFields = () =>
  import('#client/lib/no-fields-schema.ts').then((m) => m.NoFieldsSchema);
