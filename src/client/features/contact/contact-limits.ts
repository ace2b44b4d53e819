// The contact form's lengths, apart from its rules so the page has them without Zod.
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_LIMITS = { name: 200, email: 254, subject: 200, message: 5000 } as const;
