import { Widget } from '@typeform/embed-react';
import type { TTypeformQuestionnaire } from '@acolher/contracts/answers/radar';

/** The company's Typeform, full height, with the hidden fields the webhook needs. Lazy-loaded. */
export default function TypeformEmbed({
  questionnaire,
  onSubmit,
}: {
  questionnaire: TTypeformQuestionnaire;
  onSubmit: () => void;
}) {
  return (
    <Widget
      id={questionnaire.formId}
      hidden={questionnaire.hiddenFields}
      onSubmit={onSubmit}
      className="h-full w-full"
      style={{ width: '100%', height: '100%' }}
      inlineOnMobile
    />
  );
}
