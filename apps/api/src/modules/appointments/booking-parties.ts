import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { collaborators, openingHours, psychologists } from '../../db/schema.ts';
import { psychologistAbsences } from '../../db/tables/session-outcomes.ts';
import type { Contact } from '../messaging/appointment-reminders.ts';

export interface BookingParties {
  collaborator: (Contact & { credits: number; hasSentForm: boolean }) | null;
  psychologist: (Contact & { uuid: string; avatarUrl: string | null }) | null;
  hour: { uuid: string; dayOfWeek: number; startTime: string; endTime: string } | null;
  /** The dates asked that one of the psychologist's absences covers (slot-rules.ts's assertNotAbsent). */
  absent: string[];
}

/** The flat row of readBookingParties: a column per field, null where that party is missing. */
interface PartiesRow {
  c_found: boolean | null;
  c_credits: number | null;
  c_has_sent_form: boolean | null;
  c_name: string | null;
  c_email: string | null;
  c_phone: string | null;
  c_whatsapp_consent: boolean | null;
  p_uuid: string | null;
  p_name: string | null;
  p_avatar_url: string | null;
  p_email: string | null;
  p_phone: string | null;
  p_whatsapp_consent: boolean | null;
  h_uuid: string | null;
  h_day_of_week: number | null;
  h_start_time: string | null;
  h_end_time: string | null;
  absent: string[];
}

/**
 * The collaborator (alive), the psychologist (approved, alive) and the opening hour, or nulls, and
 * which of the dates an absence of the psychologist covers: one statement (decision 1233) of plain
 * columns, shaped here.
 */
export async function readBookingParties(
  db: DbOrTx,
  collaboratorUuid: string,
  input: { psychologistUuid: string; openingHourUuid: string; dates: string[] },
): Promise<BookingParties> {
  const [r] = await queryRows<PartiesRow>(
    db,
    sql`select
      c.uuid is not null as c_found, c.credits as c_credits, c.has_sent_form as c_has_sent_form,
      c.name as c_name, c.email as c_email, c.phone as c_phone,
      c.whatsapp_consent as c_whatsapp_consent,
      p.uuid as p_uuid, p.name as p_name, p.avatar_url as p_avatar_url, p.email as p_email,
      p.phone as p_phone, p.whatsapp_consent as p_whatsapp_consent,
      h.uuid as h_uuid, h.day_of_week as h_day_of_week, h.start_time as h_start_time,
      h.end_time as h_end_time,
      array(
        select to_char(d, 'YYYY-MM-DD')
        from unnest(array[${sql.join(
          input.dates.map((d) => sql`${d}::date`),
          sql`, `,
        )}]::date[]) as d
        where exists (select 1 from ${psychologistAbsences}
          where ${psychologistAbsences.psychologistUuid} = ${input.psychologistUuid}
            and ${psychologistAbsences.deletedAt} is null
            and ${psychologistAbsences.startDate} <= d
            and ${psychologistAbsences.endDate} >= d)
      ) as absent
    from (select 1) as one
    left join ${collaborators} c
      on c.uuid = ${collaboratorUuid} and c.deleted_at is null
    left join ${psychologists} p
      on p.uuid = ${input.psychologistUuid} and p.compliance_status = 'approved'
        and p.deleted_at is null
    left join ${openingHours} h
      on h.uuid = ${input.openingHourUuid} and h.psychologist_uuid = ${input.psychologistUuid}
        and h.deleted_at is null`,
  );
  return {
    collaborator: r.c_found
      ? {
          credits: Number(r.c_credits),
          hasSentForm: Boolean(r.c_has_sent_form),
          name: r.c_name!,
          email: r.c_email!,
          phone: r.c_phone!,
          whatsappConsent: Boolean(r.c_whatsapp_consent),
        }
      : null,
    psychologist: r.p_uuid
      ? {
          uuid: r.p_uuid,
          name: r.p_name!,
          avatarUrl: r.p_avatar_url,
          email: r.p_email!,
          phone: r.p_phone!,
          whatsappConsent: Boolean(r.p_whatsapp_consent),
        }
      : null,
    hour: r.h_uuid
      ? {
          uuid: r.h_uuid,
          dayOfWeek: Number(r.h_day_of_week),
          startTime: r.h_start_time!,
          endTime: r.h_end_time!,
        }
      : null,
    absent: r.absent,
  };
}
