import type { FastifyInstance } from 'fastify';
import { shopCertificates } from '#shared/api/certificates';
import { paymentOptions, paymentsEnabled } from '#shared/api/payment-options';
import { listSettings, updateSettings } from '#shared/api/settings';
import { auditSource } from '#server/http/audit-source';
import type { EndpointRoutes } from '#server/http/endpoints';
import type { SettingsService } from './settings.service.ts';

/** Registered inside the admin scope (admin session only). */
export function registerSettingsAdminRoutes(
  app: FastifyInstance,
  deps: { settings: SettingsService; route: EndpointRoutes },
): void {
  deps.route(app, listSettings, async () => deps.settings.list());

  deps.route(app, updateSettings, async ({ body, request }) =>
    deps.settings.update(body, auditSource(request, 'admin')),
  );
}

/**
 * Public: the storefront shows Pay Now only while online payments are switched on, tells
 * customers how to pay, and states the shop's certificates.
 */
export function registerSettingsRoutes(
  app: FastifyInstance,
  deps: { settings: SettingsService; route: EndpointRoutes },
): void {
  deps.route(app, paymentsEnabled, async ({ reply }) => {
    void reply.header('Cache-Control', 'no-cache');
    return deps.settings.paymentsEnabled();
  });
  /** How to pay: the bank account for transfers and the other ways the business offers. */
  deps.route(app, paymentOptions, async ({ reply }) => {
    void reply.header('Cache-Control', 'no-cache');
    return deps.settings.paymentSetup();
  });
  /** The ENplus certificate ID and BSL supplier number, blank while not set. */
  deps.route(app, shopCertificates, async ({ reply }) => {
    void reply.header('Cache-Control', 'no-cache');
    return deps.settings.certificates();
  });
}
