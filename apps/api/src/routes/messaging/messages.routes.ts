import { ZWhatsappConsentView } from '@acolher/contracts/answers/messaging';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZWhatsappConsent } from '@acolher/contracts/messaging';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { getWhatsappConsent, setWhatsappConsent } from '../../modules/messaging/consent.service.ts';

// WhatsApp consent (domain.md §13, decisions 0901, 0902).
export const messagesRoutes: RoutePlugin = async (app) => {
  app.get(
    '/messaging/whatsapp-consent',
    {
      schema: { response: { 200: ZWhatsappConsentView }, tags: ['messaging'] },
      preValidation: requireRole('collaborator', 'psychologist'),
    },
    async (request) => getWhatsappConsent(app.deps, currentAuth(request)),
  );

  app.patch(
    '/messaging/whatsapp-consent',
    {
      schema: {
        response: { 200: ZWhatsappConsentView },
        tags: ['messaging'],
        body: ZWhatsappConsent,
      },
      preValidation: requireRole('collaborator', 'psychologist'),
    },
    async (request) =>
      setWhatsappConsent(app.deps, currentAuth(request), request.body.whatsappConsent),
  );
};
