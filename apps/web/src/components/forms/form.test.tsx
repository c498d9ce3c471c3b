import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZDisputeCreate } from '@acolher/contracts/session-outcomes';
import { ZSectorUpdate } from '@acolher/contracts/sectors';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Form, FormDialog } from './form';

describe('Form', () => {
  it("shows the contracts' message under the wrong field, focuses it, and sends the parsed values", async () => {
    const onSubmit = vi.fn();
    render(
      <Form
        schema={ZSectorUpdate}
        defaultValues={{ name: '' }}
        onSubmit={onSubmit}
        aria-label="Setor"
      >
        {({ register, formState: { errors } }) => (
          <>
            <FormField label="Nome do setor" required error={errors.name?.message}>
              <Input {...register('name')} />
            </FormField>
            <button type="submit">Salvar</button>
          </>
        )}
      </Form>,
    );
    expect(screen.getByRole('form', { name: 'Setor' }).hasAttribute('novalidate')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Campo obrigatório');
    expect(document.activeElement).toBe(screen.getByLabelText(/Nome do setor/));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Nome do setor/), { target: { value: '  RH  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'RH' });
  });
});

describe('FormDialog', () => {
  const renderDialog = (props: { pending?: boolean; onOpenChange?: () => void } = {}) => {
    const onOpenChange = props.onOpenChange ?? vi.fn();
    const onSubmit = vi.fn();
    render(
      <FormDialog
        open
        onOpenChange={onOpenChange}
        title="Contestar sessão"
        submitLabel="Enviar contestação"
        loadingText="Enviando..."
        cancelLabel="Voltar"
        destructive
        pending={props.pending}
        schema={ZDisputeCreate}
        defaultValues={{ reason: '' }}
        onSubmit={onSubmit}
      >
        {({ register }) => (
          <FormField label="Motivo">
            <Input {...register('reason')} />
          </FormField>
        )}
      </FormDialog>,
    );
    return { onOpenChange, onSubmit };
  };

  it("names its buttons as told: 'Voltar' closes, the red submit sends the parsed reason", async () => {
    const { onOpenChange, onSubmit } = renderDialog();
    const submit = screen.getByRole('button', { name: 'Enviar contestação' });
    expect(submit.className).toMatch(/red|danger|destructive/);
    fireEvent.change(screen.getByLabelText('Motivo'), { target: { value: ' Não houve sessão ' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ reason: 'Não houve sessão' });
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the caller's pending save and cannot be left meanwhile", () => {
    const { onOpenChange } = renderDialog({ pending: true });
    expect(screen.getByRole('button', { name: /Enviando/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Voltar' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
