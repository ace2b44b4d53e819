import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Carves DN4 out of Doncaster's DN round: one lorry of `capacityTonnes`, on Saturdays only.
 * Answers the new round's id.
 */
export async function addDoncasterSaturdayRound(
  app: FastifyInstance,
  adminCookie: string,
  capacityTonnes: number,
): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/delivery-rounds',
    headers: { cookie: adminCookie },
    payload: {
      name: 'Doncaster Saturdays',
      depot: 'Scunthorpe',
      areas: ['DN4'],
      weekdays: [6],
      capacityTonnes,
      lorries: 1,
      enabled: true,
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
}
