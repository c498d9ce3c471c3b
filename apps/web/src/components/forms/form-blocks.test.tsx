import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormDialogFooter, MaskedField } from './form-blocks';

type Values = { document: string; cnpj: string; crp: string; phone: string };

function Form({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { document: '', cnpj: '', crp: '', phone: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <MaskedField kind="cpf" control={control} name="document" error="CPF inválido" />
      <MaskedField kind="cnpj" control={control} name="cnpj" />
      <MaskedField kind="crp" control={control} name="crp" />
      <MaskedField kind="phone" control={control} name="phone" />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('MaskedField', () => {
  it('labels, masks and sends each number, with its error under the field', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const cpf = screen.getByLabelText(/^CPF/);
    expect(cpf.getAttribute('placeholder')).toBe('000.000.000-00');
    expect(cpf.getAttribute('aria-invalid')).toBe('true');
    expect(cpf.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('CPF inválido');
    fireEvent.change(cpf, { target: { value: '12345678909' } });
    fireEvent.change(screen.getByLabelText(/^CNPJ/), { target: { value: '11222333000181' } });
    fireEvent.change(screen.getByLabelText(/^CRP/), { target: { value: '06123456' } });
    const phone = screen.getByLabelText(/^Telefone/);
    expect(phone.getAttribute('type')).toBe('tel');
    fireEvent.change(phone, { target: { value: '11987654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      document: '123.456.789-09',
      cnpj: '11.222.333/0001-81',
      crp: '06/123456',
      phone: '(11) 98765-4321',
    });
  });
});

describe('FormDialogFooter', () => {
  const renderFooter = (pending: boolean, onCancel = vi.fn()) => {
    render(
      <Dialog open>
        <DialogContent title="Adicionar">
          <form>
            <FormDialogFooter onCancel={onCancel} pending={pending} submitLabel="Adicionar" />
          </form>
        </DialogContent>
      </Dialog>,
    );
    return onCancel;
  };

  it('cancels, and submits with the given label', () => {
    const onCancel = renderFooter(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Adicionar' }).getAttribute('type')).toBe('submit');
  });

  it('shows progress and refuses both buttons while saving', () => {
    renderFooter(true);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveProperty('disabled', true);
    const submit = screen.getByRole('button', { name: /Salvando/ });
    expect(submit).toHaveProperty('disabled', true);
  });
});
