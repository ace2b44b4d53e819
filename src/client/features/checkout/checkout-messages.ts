/** The checkout's wording, exactly as spec sections 5 and 8 give it. */
export const checkoutMessages = {
  acceptTerms: 'You must accept the terms and conditions',
  passwordTooShort: 'Password must be at least 8 characters',
  emailLocked: 'Email cannot be changed for logged-in customers',

  emptyCartTitle: 'Cart is empty',
  emptyCartDescription: 'Please add items to your cart before placing an order.',

  postcodeCheckFailed: 'Error validating postcode',
  postcodeInvalid: 'Invalid postcode',
  postcodeWrongRegion: (region: string) =>
    `Delivery postcode must be in ${region} region to match your cart items.`,

  accountExistsTitle: 'Account Already Exists',
  accountExistsDescription:
    'An account with this email already exists. Please login to continue with your order.',
  accountExistsField:
    'Account already exists with this email. Please login or use a different email.',
  accountCreationFailedTitle: 'Account Creation Failed',
  accountCreationFailedFallback: 'Failed to create account.',

  orderFailedTitle: 'Order Failed',
  orderFailedDescription: 'There was an error placing your order. Please try again.',
} as const;
