/** The home postcode checker's wording, exactly as spec section 8 (and 5) gives it. */
export const postcodeMessages = {
  invalidFormat: 'Please enter a valid UK postcode',
  regionDisabled: (region: string) =>
    `Sorry, we are not currently delivering to ${region}. Please check back later or contact us for more information.`,
  invalidFallback: 'Unable to validate postcode',
  requestFailed: 'Failed to validate postcode. Please try again.',
  validatedTitle: 'Postcode validated',
  validatedDescription: (region: string) => `Pricing available for ${region}`,
} as const;
