/** What a customer is told when they delete their account. */
export const ERASURE_MESSAGES = {
  wrongPassword: 'That password is not right. Your account has not been deleted.',
  tooManyWrongPasswords: 'Too many wrong passwords. Please try again in 15 minutes.',
  accountDeleted:
    'Your account has been deleted. We have emailed you what we erased and what we keep.',
} as const;
