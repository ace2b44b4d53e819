import type { FastifyInstance } from 'fastify';
import { securityTxt } from '#domain/security-txt';
import type { SettingsService } from '../settings/settings.service.ts';

const PATH = '/.well-known/security.txt';

/** RFC 9116: the contact is the shop's customer service address, as set in Settings. */
export function registerSecurityTxtRoutes(
  app: FastifyInstance,
  deps: {
    settings: Pick<SettingsService, 'customerServiceEmail'>;
    publicUrl: string;
    now: () => Date;
  },
): void {
  app.get(PATH, async (_request, reply) => {
    const contactEmail = await deps.settings.customerServiceEmail();
    void reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return securityTxt({ contactEmail, canonicalUrl: `${deps.publicUrl}${PATH}`, now: deps.now() });
  });
}
