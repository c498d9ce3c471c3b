import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';

// Matrix rows of care: appointments, the session room, notes, clinical records, measures, reviews, the radar (spread into MATRIX, authorization-matrix.ts).
export const CARE_MATRIX: Record<string, MatrixEntry> = {
  'GET /api/appointments/:uuid': row(
    'appointment',
    [401, 200, 403, 200, 200],
    ['collaborator', 403],
  ),
  // The session room: the tenant's appointment is next week, so its two people get 409 (not open).
  'GET /api/appointments/:uuid/session': row(
    'appointment',
    [401, 403, 403, 409, 409],
    ['collaborator', 403],
  ),
  // The appointment as an iCalendar file (domain.md §19): its two people only.
  'GET /api/appointments/:uuid/calendar.ics': row(
    'appointment',
    [401, 403, 403, 200, 200],
    ['collaborator', 403],
  ),
  // The signalling socket's address answers a plain GET with 426 (a WebSocket checks its token).
  'GET /api/appointments/:uuid/session/signal': row('appointment', [426, 426, 426, 426, 426]),
  // The collaborator has not entered the room: 409.
  'POST /api/appointments/:uuid/session/rating': row(
    'appointment',
    [401, 403, 403, 409, 403],
    ['collaborator', 403],
    () => ({ score: 5 }),
  ),
  // Session notes (domain.md §18): the appointment's psychologist only. The tenant's session is
  // next week: the note reads (empty), cannot be written yet, and takes no addendum before its lock.
  'GET /api/appointments/:uuid/note': row(
    'appointment',
    [401, 403, 403, 403, 200],
    ['psychologist', 403],
  ),
  'PUT /api/appointments/:uuid/note': row(
    'appointment',
    [401, 403, 403, 403, 409],
    ['psychologist', 403],
    () => ({ note: 'Anotação' }),
  ),
  'POST /api/appointments/:uuid/note/addenda': row(
    'appointment',
    [401, 403, 403, 403, 409],
    ['psychologist', 403],
    () => ({ text: 'Adendo' }),
  ),
  'GET /api/clinical-records': row(null, [401, 403, 403, 403, 200]),
  'GET /api/clinical-records/:uuid': row(
    'collaborator',
    [401, 403, 403, 403, 200],
    ['psychologist', 403],
  ),
  'GET /api/clinical-records/:uuid/pdf': row(
    'collaborator',
    [401, 403, 403, 403, 200],
    ['psychologist', 403],
  ),
  'GET /api/session-ratings/summary': row(null, [401, 200, 403, 403, 403]),
  'GET /api/appointments/collaborators/:uuid': row(
    'collaborator',
    [401, 403, 403, 200, 403],
    ['collaborator', 403],
  ),
  'GET /api/appointments/psychologists/:uuid': row(
    'psychologist',
    [401, 403, 403, 403, 200],
    ['psychologist', 403],
  ),
  'GET /api/appointments/psychologists/confirmed/:uuid': row(
    'psychologist',
    [401, 403, 403, 200, 200],
    ['psychologist', 403],
  ),
  // The administrator's psychologist report.
  'GET /api/appointments/psychologists/last-month/:uuid': row(
    'psychologist',
    [401, 200, 403, 403, 403],
    ['psychologist', 403],
  ),
  'GET /api/reviews/:uuid': row('collaborator', [401, 403, 403, 403, 200], ['psychologist', 403]),
  // Clinical measures (domain.md §18): never a company or an administrator.
  'GET /api/measures/questionnaires': row(null, [401, 403, 403, 200, 200]),
  'POST /api/measures/responses': row(null, [401, 403, 403, 400, 403]),
  'GET /api/measures/collaborators/:uuid': row(
    'collaborator',
    [401, 403, 403, 200, 200],
    ['psychologist', 403],
  ),
  // The PHQ-9 item-9 alert on the psychologist's dashboard (decision 1393): hers only.
  'GET /api/measures/alerts': row(null, [401, 403, 403, 403, 200]),
  'POST /api/measures/collaborators/:uuid/alerts/acknowledge': row(
    'collaborator',
    [401, 403, 403, 403, 204],
    ['psychologist', 403],
  ),
  'GET /api/well-being-radar/questionnaire': row(null, [401, 403, 403, 200, 403]),
  'GET /api/well-being-radar/responses/latest': row(null, [401, 403, 403, 200, 403]),
  'PATCH /api/appointments/collaborators/cancel/:uuid': row(
    'appointment',
    [401, 403, 403, 200, 403],
    ['collaborator', 403],
  ),
  'PATCH /api/appointments/psychologists/cancel/:uuid': row(
    'appointment',
    [401, 403, 403, 403, 200],
    ['psychologist', 403],
  ),
  'PATCH /api/appointments/:uuid/reschedule': row(
    'appointment',
    [401, 403, 403, 200, 200],
    ['collaborator', 403],
    (target) => ({ openingHourUuid: target.openingHour.uuid, date: target.date }),
  ),
  // Weekly sessions (domain.md §24): the collaborator creates; both people read and end.
  'POST /api/appointments/series': row(
    null,
    [401, 403, 403, 201, 403],
    ['collaborator', 403],
    (t) => ({
      collaboratorUuid: t.collaborator.uuid,
      psychologistUuid: t.psychologist.uuid,
      openingHourUuid: t.openingHour.uuid,
      startDate: t.date,
      frequency: 'weekly',
    }),
  ),
  'GET /api/appointments/series/:uuid': row(
    'series',
    [401, 403, 403, 200, 200],
    ['collaborator', 403],
  ),
  'POST /api/appointments/series/:uuid/end': row(
    'series',
    [401, 403, 403, 200, 200],
    ['psychologist', 403],
    (t) => ({ fromDate: t.date }),
  ),
  'POST /api/appointments/collaborators': row(
    null,
    [401, 403, 403, 201, 403],
    ['collaborator', 403],
    (t) => ({
      collaboratorUuid: t.collaborator.uuid,
      psychologistUuid: t.psychologist.uuid,
      openingHourUuid: t.openingHour.uuid,
      date: t.date,
    }),
  ),
  'POST /api/reviews': row(null, [401, 403, 403, 403, 201], ['psychologist', 403], (t) => ({
    review: 'Nota.',
    psychologistUuid: t.psychologist.uuid,
    collaboratorUuid: t.collaborator.uuid,
  })),
  // Authenticates before validating: other roles 403; the collaborator's empty body 400.
  'POST /api/well-being-radar/responses': row(null, [401, 403, 403, 400, 403]),
  // 503 while TYPEFORM_WEBHOOK_SECRET is not configured: the webhook refuses everything.
  'POST /api/well-being-radar/typeform/webhook': row(null, [503, 503, 503, 503, 503]),
};
