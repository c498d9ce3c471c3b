import { ZCsv, ZPayouts, ZStatement } from '@acolher/contracts/answers/session-outcomes';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { zUuid } from '@acolher/contracts/fields';
import { ZStatementFormat, ZStatementMonth } from '@acolher/contracts/session-outcomes';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  payouts,
  payoutsCsv,
  psychologistStatement,
  statementCsv,
} from '../../modules/session-outcomes/statements.service.ts';

const ZFormat = z.object({ format: ZStatementFormat.optional() });

function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

// Statements and payouts (domain.md §17; decision 1178). `?format=csv` downloads the CSV.
export const statementsRoutes: RoutePlugin = async (app) => {
  const tags = ['statements'];
  app.get(
    '/psychologists/:uuid/statements/:month',
    {
      preValidation: requireRole('psychologist', 'administrator'),
      schema: {
        response: { 200: z.union([ZStatement, ZCsv]) },
        tags,
        params: z.object({ uuid: zUuid(), month: ZStatementMonth }),
        querystring: ZFormat,
      },
    },
    async (request, reply) => {
      const { uuid, month } = request.params;
      const statement = await psychologistStatement(app.deps, currentAuth(request), uuid, month);
      if (request.query.format !== 'csv') return statement;
      return sendCsv(reply, `extrato-${month}.csv`, statementCsv(statement));
    },
  );

  app.get(
    '/statements/:month',
    {
      preValidation: requireRole('administrator'),
      schema: {
        response: { 200: z.union([ZPayouts, ZCsv]) },
        tags,
        params: z.object({ month: ZStatementMonth }),
        querystring: ZFormat,
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const result = await payouts(app.deps, month);
      if (request.query.format !== 'csv') return result;
      return sendCsv(reply, `repasses-${month}.csv`, payoutsCsv(result));
    },
  );
};
