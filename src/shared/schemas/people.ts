import { z } from 'zod';
import { INVITABLE_ROLES, STAFF_ROLES, STAFF_STATUSES } from '#domain/staff-roles';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-length.ts';
import { emailField, requiredText } from './fields.ts';

// The back office's people (decision 044): who they are, and the owner's invitations.

export const PersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null only for the owner, who signs in with the admin password. */
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  lastSignInAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Person = z.infer<typeof PersonSchema>;

export const PeopleSchema = z.object({ people: z.array(PersonSchema) });

const ROLE_MESSAGE = "Role must be 'office' or 'driver'";

export const InvitePersonSchema = z
  .object({
    name: requiredText('Name is required', 1, 100),
    email: emailField(),
    role: z.enum(INVITABLE_ROLES, { error: ROLE_MESSAGE }),
  })
  .strict();
export type InvitePersonRequest = z.input<typeof InvitePersonSchema>;

export const INVITATION_LINK_MESSAGE =
  'This invitation link has expired or was already used. Ask the owner to send a new one.';

/** Invitation links are 256-bit tokens in base64url (43 characters); much longer is junk. */
const INVITATION_TOKEN_MAX_LENGTH = 200;
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

export const AcceptInvitationSchema = z
  .object({
    token: z
      .string({ error: INVITATION_LINK_MESSAGE })
      .trim()
      .min(1, INVITATION_LINK_MESSAGE)
      .max(INVITATION_TOKEN_MAX_LENGTH, INVITATION_LINK_MESSAGE),
    /** Never trimmed: spaces are part of it. */
    password: z
      .string({ error: PASSWORD_TOO_SHORT })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  })
  .strict();
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationSchema>;

/** What the back office's session check answers: who is signed in, and as what. */
export const AdminWhoSchema = z.object({
  authenticated: z.literal(true),
  id: z.number().int(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type AdminWho = z.infer<typeof AdminWhoSchema>;
