/**
 * The one form model (src/lib/useContractForm.ts, issue 30 §4): the contract's schema checks the form
 * with the server's own messages, naming the field by its label; a second submit while one runs is
 * ignored; the outcome is toasted.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Text } from '../../contract/common';
import { ApiError } from '../../src/lib/http';
import { i18n } from '../../src/lib/i18n';
import { useContractForm } from '../../src/lib/useContractForm';
import { TextField } from '../../src/ui/TextField';

const Body = z.strictObject({
  name: Text().trim().min(1).max(5),
  code: z.string().min(1, 'auth.reset.errors.token'),
  // a transform is the server's business: the form keeps what was typed
  note: z.string().transform((v) => v.toUpperCase()),
});

interface Values {
  name: string;
  code: string;
  note: string;
}

function Form({ send }: { send: (v: Values) => Promise<unknown> }) {
  const f = useContractForm<Values>({
    schema: async () => Body,
    defaultValues: { name: '', code: '', note: '' },
    labels: { name: 'Jméno', code: 'Kód' },
    send,
    successText: 'Uloženo',
    failureText: 'Nepodařilo se uložit',
  });
  return (
    <form onSubmit={(e) => void f.onSubmit(e)} noValidate>
      <TextField label="Jméno" error={f.fieldError('name')} {...f.form.register('name')} />
      <TextField label="Kód" error={f.fieldError('code')} {...f.form.register('code')} />
      <TextField label="Poznámka" {...f.form.register('note')} />
      <button type="submit" disabled={f.pending}>
        Uložit
      </button>
    </form>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('cs');
  toast.remove();
});
afterEach(() => vi.restoreAllMocks());

describe('useContractForm', () => {
  it('shows the server’s messages under the fields, naming them by label, and sends nothing', async () => {
    const send = vi.fn();
    render(<Form send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Jméno'), 'příliš dlouhé');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    // zod's too_big → server.validation.field_too_long; the schema's own key → its text
    expect(await screen.findByText('Pole „Jméno“ může mít nejvýše 5 znaků')).toBeInTheDocument();
    expect(screen.getByText('Zadejte kód pro obnovení hesla')).toBeInTheDocument();
    expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('says it in English too, by the same rule', async () => {
    await i18n.changeLanguage('en');
    render(<Form send={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Field “Jméno” is required')).toBeInTheDocument();
  });

  it('sends the values as typed (not transformed), once, however often it is clicked, and toasts success', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    render(
      <>
        <Form send={send} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Jméno'), 'Jana');
    await user.type(screen.getByLabelText('Kód'), 'K1');
    await user.type(screen.getByLabelText('Poznámka'), 'ahoj');
    const button = screen.getByRole('button', { name: 'Uložit' });
    await user.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    await act(async () => screen.getByRole('button', { name: 'Uložit' }).closest('form')!.requestSubmit());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([{ name: 'Jana', code: 'K1', note: 'ahoj' }]);
    await act(async () => finish({}));
    expect(await screen.findByText('Uloženo')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('toasts the server’s own words when it refuses, else the form’s fallback', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Kód už byl použit', 409, { message: 'Kód už byl použit' }, true))
      .mockRejectedValueOnce(new ApiError('An error occurred', 500));
    render(
      <>
        <Form send={send} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Jméno'), 'Jana');
    await user.type(screen.getByLabelText('Kód'), 'K1');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Kód už byl použit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Nepodařilo se uložit')).toBeInTheDocument();
  });
});
