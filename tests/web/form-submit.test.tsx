/** The one submit pattern of the forms (src/lib/useFormSubmit.ts): checks first, pending, one request at a time, outcome toasts. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/http';
import { useFormSubmit } from '../../src/lib/useFormSubmit';
import { renderWithApp, resetApp } from './helpers';

function NameForm({ send }: { send: (name: string) => Promise<string> }) {
  const [name, setName] = useState('');
  const form = useFormSubmit({
    key: 'form:test-name',
    send,
    validate: (v: string) => (v.trim() ? {} : { name: 'required' }),
    successText: 'Saved',
    failureText: 'Could not save',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(name);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      {form.fieldErrors.name && <p role="alert">{form.fieldErrors.name}</p>}
      <button type="submit" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => resetApp('/'));

describe('useFormSubmit', () => {
  it('sends nothing while a field error stands, and shows it', async () => {
    const send = vi.fn(async (n: string) => n);
    renderWithApp(<NameForm send={send} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('required');
    expect(send).not.toHaveBeenCalled();
  });

  it('is pending while the request runs, ignores a second submit, then toasts the success', async () => {
    const pending = deferred<string>();
    const send = vi.fn(() => pending.promise);
    const user = userEvent.setup();
    renderWithApp(<NameForm send={send} />);
    await user.type(screen.getByLabelText('Name'), 'Jana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    pending.resolve('ok');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('Jana');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("toasts the server's message, or the form's fallback when the server said nothing", async () => {
    const send = vi
      .fn<(n: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('Jméno je obsazené', 409, { message: 'Jméno je obsazené' }, true))
      .mockRejectedValueOnce(new ApiError('An error occurred', 500, null, false));
    const user = userEvent.setup();
    renderWithApp(<NameForm send={send} />);
    await user.type(screen.getByLabelText('Name'), 'Jana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Jméno je obsazené')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
