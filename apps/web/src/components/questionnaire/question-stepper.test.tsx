import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuestionStepper, type StepperGroup } from '@/components/questionnaire/question-stepper';

const options = [
  { value: 0, label: 'Nunca' },
  { value: 1, label: 'Às vezes' },
];
const groups: StepperGroup[] = [
  { title: 'Ritmo', intro: 'Pense no último mês.', items: [{ id: 'a', text: 'Item A', options }, { id: 'b', text: 'Item B', options }] },
  { title: 'Apoio', items: [{ id: 'c', text: 'Item C', options }] },
];
const pick = (group: string, label: string) =>
  fireEvent.click(screen.getByRole('radiogroup', { name: group }).querySelector(`input[value="${label === 'Nunca' ? 0 : 1}"]`)!);

describe('QuestionStepper (decision 1332)', () => {
  it('one item per screen: moves on only once answered, and sends every answer by item id', () => {
    const onSubmit = vi.fn();
    render(<QuestionStepper groups={groups} sending={false} onSubmit={onSubmit} />);
    expect(screen.getByText('Pergunta 1 de 3')).toBeTruthy();
    expect(screen.getByText('Ritmo')).toBeTruthy();
    const nextButton = () => screen.getByRole('button', { name: /Próxima|Enviar respostas/ });
    expect((nextButton() as HTMLButtonElement).disabled).toBe(true);
    pick('Item A', 'Às vezes');
    fireEvent.click(nextButton());
    expect(screen.getByText('Pergunta 2 de 3')).toBeTruthy();
    pick('Item B', 'Nunca');
    fireEvent.click(nextButton());
    expect(screen.getByText('Apoio')).toBeTruthy();
    pick('Item C', 'Às vezes');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(onSubmit).toHaveBeenCalledWith({ a: 1, b: 0, c: 1 });
  });

  it('a group per screen: every item of the group answered before the next part', () => {
    const onSubmit = vi.fn();
    render(<QuestionStepper groups={groups} perStep="group" sending={false} onSubmit={onSubmit} />);
    expect(screen.getByText('Parte 1 de 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ritmo' })).toBeTruthy();
    pick('Item A', 'Nunca');
    const next = () => screen.getByRole('button', { name: /Próxima/ }) as HTMLButtonElement;
    expect(next().disabled).toBe(true);
    pick('Item B', 'Nunca');
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    expect(screen.getByText('Parte 2 de 2')).toBeTruthy();
    pick('Item C', 'Nunca');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(onSubmit).toHaveBeenCalledWith({ a: 0, b: 0, c: 0 });
  });
});
