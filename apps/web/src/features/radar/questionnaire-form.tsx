import type { TRadarResponse } from '@acolher/contracts/well-being-radar';
import type { TBuiltinQuestionnaire } from '@acolher/contracts/answers/radar';
import { QuestionStepper } from '@/components/questionnaire/question-stepper';

type Props = {
  questionnaire: TBuiltinQuestionnaire;
  sending: boolean;
  onSubmit: (body: TRadarResponse) => void;
};

/** The radar, one question at a time, each section's intro on its first question (decision 1332). */
export function QuestionnaireForm({ questionnaire, sending, onSubmit }: Props) {
  const { questions, sections } = questionnaire;
  const groups = sections.map((section) => ({
    title: section.title,
    intro: section.intro,
    items: section.questionIds
      .map((id) => questions.find((q) => q.id === id))
      .filter((q) => q !== undefined)
      .map((q) => ({ id: q.id, text: q.text, options: q.scale })),
  }));
  return (
    <QuestionStepper
      groups={groups}
      sending={sending}
      onSubmit={(values) =>
        onSubmit({ answers: questions.map((q) => ({ questionId: q.id, value: values[q.id]! })) })
      }
    />
  );
}
