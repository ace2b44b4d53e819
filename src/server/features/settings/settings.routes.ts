import type { FastifyInstance } from 'fastify';
import { certificatesEndpoints } from '#shared/api/certificates';
import { paymentOptionsEndpoints } from '#shared/api/payment-options';
import { settingsEndpoints } from '#shared/api/settings';
import { auditSource } from '#server/http/audit-source';
import type { ImplementEndpoints } from '#server/http/endpoints';
import type { SettingsService } from './settings.service.ts';

/** Registered inside the admin scope (admin session only). */
export function registerSettingsAdminRoutes(
  app: FastifyInstance,
  deps: { settings: SettingsService; implement: ImplementEndpoints },
): void {
  deps.implement(app, settingsEndpoints, {
    listSettings: async () => deps.settings.list(),

    updateSettings: async ({ body, request }) =>
      deps.settings.update(body, auditSource(request, 'admin')),
  });
}

/**
 * Public: the storefront shows Pay Now only while online payments are switched on, tells
 * customers how to pay, and states the shop's certificates.
 */
export function registerSettingsRoutes(
  app: FastifyInstance,
  deps: { settings: SettingsService; implement: ImplementEndpoints },
): void {
  deps.implement(app, paymentOptionsEndpoints, {
    paymentsEnabled: async ({ reply }) => {
      void reply.header('Cache-Control', 'no-cache');
      return deps.settings.paymentsEnabled();
    },
    /** How to pay: the bank account for transfers and the other ways the business offers. */
    paymentOptions: async ({ reply }) => {
      void reply.header('Cache-Control', 'no-cache');
      return deps.settings.paymentSetup();
    },
  });
  deps.implement(app, certificatesEndpoints, {
    /** The ENplus certificate ID and BSL supplier number, blank while not set. */
    shopCertificates: async ({ reply }) => {
      void reply.header('Cache-Control', 'no-cache');
      return deps.settings.certificates();
    },
  });
}
