/**
 * The back office's notification texts. Those of spec section 8 are quoted exactly; the
 * spec leaves the others (successes, status and region failures) to us.
 */
export const adminMessages = {
  accessGranted: { title: 'Access Granted', description: 'Welcome to the admin panel' },
  accessDenied: { title: 'Access Denied', description: 'Invalid password' },
  tooManyAttempts: 'Too Many Attempts',
  logoutError: { title: 'Logout Error', fallback: 'Failed to log out. Please try again.' },
  sessionExpired: {
    title: 'Session Expired',
    description: 'Please enter the admin password again.',
  },

  statusUpdated: 'Status Updated',
  statusFailed: { title: 'Update Failed', fallback: 'Failed to update order status' },
  orderUpdated: 'Order Updated',
  orderInvalid: {
    title: 'Invalid data',
    fallback: 'Please check all required fields and try again',
  },
  orderFailed: { title: 'Update Failed', fallback: 'Failed to update order. Please try again.' },
  invalidCustomerId: {
    title: 'Invalid Customer ID',
    description: 'Please enter a valid customer ID.',
  },
  orderLinked: 'Order Linked',
  associationFailed: {
    title: 'Association Failed',
    fallback: 'Failed to link the order to the customer',
  },
  bookedDayMoved: 'Delivery Day Booked',
  bookedDayFailed: { title: 'Day Not Booked', fallback: 'Failed to book the delivery day' },
  emailSent: 'Email Sent',
  emailFailed: { title: 'Email Failed', fallback: 'Failed to resend email' },

  customerUpdated: 'Customer Updated',
  customerFailed: { title: 'Update Failed', fallback: 'Failed to update customer details' },
  pricingUpdated: 'Pricing Updated',
  pricingFailed: { title: 'Update Failed', description: 'Failed to update customer pricing' },
  vatUpdated: 'VAT Rate Updated',
  vatFailed: { title: 'Update Failed', description: 'Failed to update customer VAT rate' },

  regionUpdated: 'Region Updated',
  regionFailed: { title: 'Update Failed', fallback: 'Failed to update region' },
  regionsExportFailed: 'Failed to export regions',
  importDone: 'Import Successful',
  importPartial: 'Import Completed with Errors',
  importFailed: { title: 'Import Failed', fallback: 'Failed to import regions' },
  notCsv: { title: 'Import Failed', description: 'Please choose a .csv file.' },
  regionsDeleted: { title: 'Regions Deleted', description: 'All regions have been deleted.' },
  deleteFailed: { title: 'Delete Failed', fallback: 'Failed to delete regions' },

  settingsSaved: { title: 'Settings Saved', description: 'Your settings have been updated.' },
  invoiceIssued: 'Invoice Issued',
  invoicesIssued: 'Invoices Issued',
  invoiceFailed: { title: 'No Invoice Issued', fallback: 'Failed to issue the invoice' },
  settingsFailed: { title: 'Save Failed', fallback: 'Failed to save settings' },
} as const;
