/** The account screens' wording, exactly as spec sections 2, 5 and 8 give it. */
export const accountMessages = {
  loginSuccessTitle: 'Login successful',
  loginSuccess: 'Welcome back!',
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Invalid email or password',

  registerSuccessTitle: 'Account created',
  registerSuccess: (firstName: string) => `Welcome, ${firstName}! You are now signed in.`,
  registerFailedTitle: 'Registration failed',
  registerFailedFallback: 'Failed to create account',
  challengeRequired: 'Please solve the math challenge',
  challengeWrongTitle: 'Incorrect Answer',
  challengeWrong: 'Please solve the math challenge correctly to proceed.',

  forgotFailedTitle: 'Error',
  forgotFailedFallback: 'Failed to send reset link. Please try again.',
  forgotSent: "If your email is registered with us, you'll receive a password reset link shortly.",

  resetFailedTitle: 'Reset failed',
  resetFailedFallback: 'Failed to reset password. Please try again.',
  /** A failure whose message contains this shows the invalid-link panel. */
  resetInvalidMarker: 'Invalid or expired',
  invalidLinkTitle: 'Invalid Link',
  invalidLink: 'This password reset link is invalid or missing a token.',

  profileRequired: 'First name and last name are required',
  profileSavedTitle: 'Profile updated',
  profileSaved: 'Your changes have been saved.',
  profileFailedTitle: 'Update failed',
  profileFailedFallback: 'Failed to update profile',
  emailLocked: 'Email cannot be changed',

  passwordChangedTitle: 'Password changed',
  passwordChangeFailedTitle: 'Password not changed',
  passwordChangeFailedFallback: 'Failed to change your password. Please try again.',

  // A saved choice's toasts: its title, what the choice now is, or the failure's fallback.
  marketingSaved: {
    title: 'Email preferences saved',
    on: 'You will get offers and delivery reminders by email.',
    off: 'You will get no offers or delivery reminders by email.',
    failedFallback: 'Failed to save your email preferences',
  },
  remindersSaved: {
    title: 'Reorder reminders saved',
    on: 'We will email you before your pellet store runs low.',
    off: 'We will send you no reorder reminders.',
    failedFallback: 'Failed to save your reorder reminders',
  },

  logoutTitle: 'Logged out',
  logoutDone: 'You have been signed out.',
  logoutForgotten: 'You have been signed out, and this browser has been forgotten.',
  forgetBrowserLabel: 'Forget this browser when I log out',
  forgetBrowserHint: 'Best on a shared or public computer.',
  logoutFailedTitle: 'Logout failed',
  logoutFailed: 'Please try again',
} as const;
