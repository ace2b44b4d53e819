/** The rules of a form with nothing to fill in (a confirmation): any values pass. */
export const noFields = () => import('zod').then(({ z }) => z.object({}));
