import {
  ZPaymentResult,
  ZCreditPackageView,
  ZPurchase,
  ZPurchaseCreateResult,
  ZSandboxCheckoutResult,
} from '@acolher/contracts/answers/purchases';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZUuidParams } from '@acolher/contracts/fields';
import { ZPurchaseCreate, ZSandboxCheckout } from '@acolher/contracts/purchases';
import { assertSelf, currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  createPurchase,
  listCreditPackages,
  listPurchases,
} from '../../modules/purchases/purchase.service.ts';
import { getCheckoutPurchase } from '../../modules/purchases/purchase-checkout.service.ts';
import {
  payWithSandbox,
  payWithSandboxCard,
} from '../../modules/purchases/sandbox-checkout.service.ts';
import {
  receiveSandboxNotification,
  receiveStripeNotification,
} from '../../modules/purchases/payment-webhooks.service.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../integrations/payments/sandbox-signature.ts';
import { isDemoMode } from '../../config/env.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';
import { ZPageQuery } from '@acolher/contracts/pagination';

// Purchases and payment notifications (domain.md §10).
export const purchasesRoutes: RoutePlugin = async (app) => {
  const preValidation = requireRole('collaborator');
  const tags = ['purchases'];

  // docs/domain.md §2: every call but sign-in needs a token; any signed-in role may read the prices.
  app.get(
    '/credit-packages',
    {
      preValidation: requireRole(),
      schema: { response: { 200: z.array(ZCreditPackageView) }, tags },
    },
    async () => listCreditPackages(),
  );

  app.post(
    '/purchases',
    {
      preValidation,
      schema: { response: { 201: ZPurchaseCreateResult }, tags, body: ZPurchaseCreate },
    },
    async (request, reply) => {
      assertSelf(request, request.body.collaboratorUuid);
      return reply.code(201).send(await createPurchase(app.deps, request.body, request.log));
    },
  );

  app.get(
    '/purchases/:uuid',
    {
      preValidation,
      schema: {
        response: { 200: z.array(ZPurchase) },
        tags,
        params: ZUuidParams,
        querystring: ZPageQuery,
      },
      // The collaborator's own entry, with its Link header; a purchase or a payment clears it.
      config: { readCache: { families: familiesOf.collaborator } },
    },
    async (request, reply) => {
      assertSelf(request, request.params.uuid);
      const { list, next } = await listPurchases(app.deps, request.params.uuid, request.query);
      setNextLink(request, reply, next); // decision 1211
      return list;
    },
  );

  // The one purchase a checkout page was sent to (decision 1410): never from a cached list.
  app.get(
    '/purchases/checkout/:uuid',
    { preValidation, schema: { response: { 200: ZPurchase }, tags, params: ZUuidParams } },
    async (request) => getCheckoutPurchase(app.deps, currentAuth(request), request.params.uuid),
  );

  // The sandbox pays with a test card: demo mode only, never served in production (§15).
  const sandbox = isDemoMode(app.deps.env);
  if (sandbox)
    app.post(
      '/payments/sandbox/checkout/:uuid',
      {
        preValidation,
        schema: {
          response: { 200: ZSandboxCheckoutResult },
          tags,
          params: ZUuidParams,
          body: ZSandboxCheckout,
        },
      },
      async (request) =>
        payWithSandboxCard(
          app.deps,
          currentAuth(request),
          request.params.uuid,
          request.body.cardNumber,
        ),
    );

  // The sandbox's simulated Pix (decision 1209): paid at once, through the same signed path.
  if (sandbox)
    app.post(
      '/payments/sandbox/pix/:uuid',
      {
        preValidation,
        schema: { response: { 200: ZSandboxCheckoutResult }, tags, params: ZUuidParams },
      },
      async (request) =>
        payWithSandbox(app.deps, currentAuth(request), request.params.uuid, {
          method: 'pix',
        }),
    );

  // Webhooks need the exact bytes that were signed: in this scope only, bodies stay raw Buffers.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_r, body, done) => done(null, body),
    );
    const rawBody = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

    if (sandbox)
      hooks.post(
        '/payments/sandbox/webhook',
        { schema: { tags, hide: true, response: { 200: ZPaymentResult } } },
        async (request) => {
          const result = await receiveSandboxNotification(
            app.deps,
            rawBody(request.body),
            request.headers[SANDBOX_SIGNATURE_HEADER],
          );
          return { received: true, ...result };
        },
      );

    hooks.post(
      '/payments/stripe/webhook',
      {
        schema: {
          tags,
          hide: true,
          response: {
            200: z.union([
              ZPaymentResult,
              z.strictObject({ received: z.literal(true), ignored: z.string() }),
            ]),
          },
        },
      },
      async (request) => {
        const result = await receiveStripeNotification(
          app.deps,
          rawBody(request.body),
          request.headers['stripe-signature'],
        );
        return { received: true, ...result };
      },
    );
  });
};
