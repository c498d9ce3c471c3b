import type { TQuestionnaire } from '@acolher/contracts/answers/radar';
import { builtinFormsProvider } from './builtin-provider.ts';
import { typeformFormsProvider, typeformIdFrom } from './typeform-provider.ts';

type FormsProviderKind = 'builtin' | 'typeform';

/** Who answers the questionnaire, as the provider needs it (hidden fields, …). */
interface QuestionnaireSubject {
  collaboratorUuid: string;
  sectorName: string;
  formId: string;
  formTitle: string;
  /** HMAC of the collaborator uuid, carried back by Typeform's hidden fields (decision 1125). */
  respondentSignature: string;
}

/**
 * A source of the well-being questionnaire. The built-in one is rendered by the app and answered
 * through POST /well-being-radar/responses; Typeform is embedded and answers through its webhook.
 */
export interface FormsProvider {
  kind: FormsProviderKind;
  questionnaire(subject: QuestionnaireSubject): TQuestionnaire;
}

/** Which provider a company uses is decided by its formId (decision record 0702). */
export function formsProviderFor(formId: string): FormsProvider {
  return typeformIdFrom(formId) ? typeformFormsProvider : builtinFormsProvider;
}
