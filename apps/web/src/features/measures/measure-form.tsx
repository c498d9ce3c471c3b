import { MEASURE_SCALE, MEASURES, type TMeasureInstrument } from '@acolher/contracts/measures';
import { QuestionStepper } from '@/components/questionnaire/question-stepper';

type Props = {
  instrument: TMeasureInstrument;
  sending: boolean;
  onSubmit: (answers: number[]) => void;
};

/** PHQ-9 or GAD-7, one item per screen, the instrument's prompt above each (decision 1332). */
export function MeasureForm({ instrument, sending, onSubmit }: Props) {
  const { items, prompt } = MEASURES[instrument];
  const ids = items.map((_, i) => `${instrument}-${i}`);
  const group = {
    intro: prompt,
    introOn: 'every' as const,
    items: items.map((text, i) => ({ id: ids[i]!, text, options: MEASURE_SCALE })),
  };
  return (
    <QuestionStepper
      groups={[group]}
      sending={sending}
      onSubmit={(values) => onSubmit(ids.map((id) => values[id]!))}
    />
  );
}
