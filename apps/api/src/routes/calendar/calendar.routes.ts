import { ZLooseUuidParams } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { appointmentCalendar } from '../../modules/calendar/appointment-calendar.ts';

/** An appointment as an iCalendar file, for 'Adicionar à agenda' (domain.md §19). */
export const calendarRoutes: RoutePlugin = async (app) => {
  app.get(
    '/appointments/:uuid/calendar.ics',
    {
      // An iCalendar file, not a JSON call: left out of /api/docs like the metrics scrape.
      schema: {
        tags: ['appointments'],
        params: ZLooseUuidParams,
        hide: true,
        produces: ['text/calendar'],
      },
      preValidation: requireRole('collaborator', 'psychologist'),
    },
    async (request, reply) => {
      const { body, fileName } = await appointmentCalendar(
        app.deps,
        currentAuth(request),
        request.params.uuid,
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
