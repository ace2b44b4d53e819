import type { DeliveryDetailsInput, SavedDeliveryDetails } from '#shared/schemas/delivery';

/** The checkout form's delivery fields, as the inputs hold them (text; blank is 'not said'). */
export interface DeliveryFields {
  deliveryForm: string;
  lorryLimit: string;
  hoseMetres: string;
  earliestDate: string;
  /** A day on the round, where one serves the postcode (YYYY-MM-DD). */
  bookedDate: string;
  accessNotes: string;
}

export const deliveryFieldDefaults: DeliveryFields = {
  deliveryForm: '',
  lorryLimit: '',
  hoseMetres: '',
  earliestDate: '',
  bookedDate: '',
  accessNotes: '',
};

/** Where each part of the order's `delivery` is typed in. */
export const DELIVERY_FIELD_OF = {
  form: 'deliveryForm',
  lorryLimit: 'lorryLimit',
  hoseMetres: 'hoseMetres',
  earliestDate: 'earliestDate',
  bookedDate: 'bookedDate',
  accessNotes: 'accessNotes',
} as const satisfies Record<keyof DeliveryDetailsInput, keyof DeliveryFields>;

/** The order's `delivery` from the form: a hose distance only for blown pellets. */
export function deliveryDetailsFrom(fields: DeliveryFields): DeliveryDetailsInput {
  const blown = fields.deliveryForm === 'blown';
  const hose = fields.hoseMetres.trim();
  return {
    form: (fields.deliveryForm || null) as DeliveryDetailsInput['form'],
    lorryLimit: (fields.lorryLimit || null) as DeliveryDetailsInput['lorryLimit'],
    hoseMetres: blown && hose ? Number(hose) : null,
    earliestDate: fields.earliestDate || null,
    bookedDate: fields.bookedDate || null,
    accessNotes: fields.accessNotes,
  };
}

/** A signed-in customer's last details as the form's fields (never the date: it has passed). */
export function savedDeliveryFields(saved: SavedDeliveryDetails): Partial<DeliveryFields> {
  return {
    deliveryForm: saved.form ?? '',
    lorryLimit: saved.lorryLimit ?? '',
    hoseMetres: saved.hoseMetres === null ? '' : String(saved.hoseMetres),
    accessNotes: saved.accessNotes ?? '',
  };
}
