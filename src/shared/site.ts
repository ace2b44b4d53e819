/**
 * The business identity in one place: every page, the header and the footer read it from here.
 * Phone numbers are in Ofcom's range reserved for drama (01632 960xxx) until the real line is set.
 */
export const site = {
  tradingName: 'Northfield Wood Pellets',
  companyName: 'Northfield Renewable Fuels Ltd',
  companyNumber: '08142763',
  registeredIn: 'England and Wales',
  establishedYear: 2011,
  tagline: 'Family-owned since 2011',
  productName: 'Premium Wood Pellets',
  /** The product's stock-keeping code, as structured data names it. */
  productSku: 'NWP-ENPLUS-A1-BULK',

  phone: { display: '01632 960 418', href: 'tel:+441632960418' },
  email: 'sales@northfieldpellets.co.uk',
  ordersEmail: 'orders@northfieldpellets.co.uk',

  headOffice: {
    label: 'Head office',
    area: 'East Midlands',
    lines: ['Unit 4, Meadow Lane Business Park', 'Loughborough', 'Leicestershire', 'LE11 1JP'],
  },
  dispatchCentre: {
    label: 'Dispatch centre',
    town: 'Scunthorpe',
    lines: ['Foxhills Industrial Estate', 'Foxhills Road', 'Scunthorpe', 'DN15 8QW'],
  },

  /**
   * Opening hours, the one reading for the footer, the contact page and the structured data
   * (the spec's two readings contradicted each other; the contact page's, the fuller, stays).
   */
  hours: [
    { days: 'Monday - Friday', time: '8am - 6pm', short: 'Mon-Fri 8-6' },
    { days: 'Saturday', time: '9am - 4pm', short: 'Sat 9-4' },
    { days: 'Sunday', time: 'Closed', short: 'Sun closed' },
  ],
} as const;

/** 'Mon-Fri 8-6, Sat 9-4, Sun closed'. */
export const openingHoursShort = site.hours.map((entry) => entry.short).join(', ');
