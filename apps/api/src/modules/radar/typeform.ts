import { z } from 'zod';
import { QUESTIONS, QUESTIONS_BY_ID } from './questionnaire.ts';
import type { Answer } from './scoring.ts';

// Typeform's signing is plumbing of the vendor: integrations/forms (decision 1228).
export {
  respondentSignature,
  typeformSignature,
  verifyRespondentSignature,
  verifyTypeformSignature,
} from '../../integrations/forms/typeform-signature.ts';

const ZField = z.object({ id: z.string().optional(), ref: z.string().optional() }).loose();
const ZAnswer = z
  .object({
    type: z.string(),
    field: ZField,
    number: z.number().optional(),
    choice: z.object({ label: z.string().optional() }).loose().optional(),
  })
  .loose();

export const ZTypeformWebhook = z
  .object({
    event_id: z.string().optional(),
    event_type: z.string().optional(),
    form_response: z
      .object({
        form_id: z.string().optional(),
        token: z.string().min(1),
        submitted_at: z.string().optional(),
        hidden: z.record(z.string(), z.string()).optional(),
        answers: z.array(ZAnswer).default([]),
      })
      .loose(),
  })
  .loose();
export type TTypeformWebhook = z.infer<typeof ZTypeformWebhook>;

const normalize = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * Maps a Typeform response onto our questions: a field whose `ref` is one of our question ids
 * (who5_1 … who5_5, sleep, stress, workload, relationships, balance). Opinion-scale / number answers
 * give the value directly; choice answers are matched by their label against the question's scale.
 * Other fields are ignored (decision record 0702).
 */
export function answersFromTypeform(payload: TTypeformWebhook): Answer[] {
  const out: Answer[] = [];
  for (const a of payload.form_response.answers) {
    const ref = a.field.ref;
    const q = ref ? QUESTIONS_BY_ID.get(ref) : undefined;
    if (!q || out.some((x) => x.questionId === q.id)) continue;
    let value: number | undefined;
    if (typeof a.number === 'number' && Number.isInteger(a.number)) value = a.number;
    else if (a.choice?.label) {
      const label = normalize(a.choice.label);
      value = q.scale.find((o) => normalize(o.label) === label)?.value;
    }
    if (value !== undefined && q.scale.some((o) => o.value === value)) {
      out.push({ questionId: q.id, value });
    }
  }
  return out.sort(
    (x, y) =>
      QUESTIONS.findIndex((q) => q.id === x.questionId) -
      QUESTIONS.findIndex((q) => q.id === y.questionId),
  );
}
