import { z } from 'zod';

/** Any values pass: there are none. */
export const NoFieldsSchema = z.object({});
