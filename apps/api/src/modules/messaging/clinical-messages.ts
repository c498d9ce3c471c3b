import type { TMessageKind } from '@acolher/contracts/message-kinds';
import { notInArray } from 'drizzle-orm';
import { outbox } from '../../db/schema.ts';
import { RISK_SURVEY_REMINDER_KIND } from '../risk-surveys/reminders.service.ts';

/** The PHQ-9 alert to the treating psychologists (domain.md §18). */
export const MEASURE_DISTRESS_KIND = 'measure_distress' satisfies TMessageKind;

/**
 * Clinical notifications: delivered to their recipient, never listed to an administrator
 * (domain.md §18, decision 1310): not their body, kind, recipient or time.
 */
// A risk survey's reminder tells whoever reads it who has not answered yet (decision 1353).
const CLINICAL_KINDS = [MEASURE_DISTRESS_KIND, RISK_SURVEY_REMINDER_KIND];

/** The filter every administrator's listing of the outbox applies. */
export const notClinical = () => notInArray(outbox.kind, CLINICAL_KINDS);
