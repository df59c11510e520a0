import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Unit } from '../../contract/units';
import { UploadDocumentDialog } from '../../src/features/documents/components/UploadDocumentDialog';
import type { DocumentRights } from '../../src/features/documents/rules';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';

const unit = (id: number, number: string): Unit => ({
  id,
  unique_id: `VLT-${number}`,
  number,
  identifier: `VLT/${number}`,
  type: 'apartment',
  type_name: 'Byt',
  floor: 1,
  area: 60,
  has_parking: false,
  building: { id: 1, name: 'Rezidence Vltava' },
  access: null,
  features: { doorbell: { enabled: true, name: '' }, elevator: { enabled: true, auto_on_card: false, auto_on_intercom: false } },
});
const UNITS = [unit(11, '1.01'), unit(12, '1.02')];
const CATEGORIES = [
  { id: 3, name: 'Meeting minutes' },
  { id: 4, name: 'Contracts' },
];
const STAFF: DocumentRights = { staff: true, ownUnitIds: [], canUpload: true };
const OWNER: DocumentRights = { staff: false, ownUnitIds: [12], canUpload: true };
const UPLOAD = 'POST /v1/buildings/1/documents';
/** The document a successful upload answers (a valid answer: the client checks it against the route's schema). */
const saved = (id: number) => ({
  id,
  title: 'Domovní řád',
  description: null,
  file_size: 1,
  original_name: 'rad.pdf',
  mime_type: 'application/pdf',
  category_id: null,
  category_name: null,
  entity_type: 'building',
  entity_id: 1,
  unit_number: null,
  visibility: 'public',
  uploaded_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  can_edit: true,
});

function renderDialog(rights: DocumentRights = STAFF) {
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  const view = renderWithApp(
    <UploadDocumentDialog
      open
      onClose={onClose}
      buildingId={1}
      rights={rights}
      units={UNITS}
      categories={CATEGORIES}
      onUploaded={onUploaded}
    />,
  );
  return { onClose, onUploaded, user: userEvent.setup(), ...view };
}

const dialog = () => screen.getByTestId('upload-dialog');
const fileInput = () => screen.getByTestId('upload-file') as HTMLInputElement;
const submitButton = () => within(dialog()).getByRole('button', { name: /^(Upload|Uploading…)$/ });
/** react-hot-toast writes the text twice (visible and for screen readers). */
const toastShown = (text: string) => waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
const pdf = (name = 'Zápis ze schůze.pdf') => new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });

/** The multipart body the last upload sent, as name → value (files by their name). */
function sentFields(api: ReturnType<typeof mockApi>): Record<string, string> {
  const call = api.mock.calls.find(([, init]) => init?.method === 'POST');
  const body = call?.[1]?.body as FormData;
  return Object.fromEntries([...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]));
}

beforeEach(() => {
  resetApp('/documents');
  signIn();
});

describe('upload dialog (spec 000 §4, §5)', () => {
  it('opens with entity type building, visibility public, no unit selector, and submit disabled without a file', () => {
    mockApi({});
    renderDialog();
    expect(screen.getByLabelText('Belongs to')).toHaveValue('building');
    expect(screen.getByLabelText('Visibility')).toHaveValue('public');
    expect(screen.queryByTestId('upload-unit')).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('fills an empty title with the file name, but keeps a typed one', async () => {
    mockApi({});
    const { user } = renderDialog();
    await user.upload(fileInput(), pdf());
    expect(screen.getByLabelText('Title')).toHaveValue('Zápis ze schůze.pdf');
    expect(submitButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Můj název');
    await user.upload(fileInput(), pdf('jiny.pdf'));
    expect(screen.getByLabelText('Title')).toHaveValue('Můj název');
  });

  it('reveals the unit selector for entity type unit and resets to the building when switched back', async () => {
    const api = mockApi({ [UPLOAD]: { status: 201, body: { data: saved(1) } } });
    const { user } = renderDialog();
    await user.selectOptions(screen.getByLabelText('Belongs to'), 'unit');
    const unitSelect = screen.getByTestId('upload-unit');
    expect(within(unitSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', '1.01 · Byt', '1.02 · Byt']);
    await user.upload(fileInput(), pdf());
    // a unit document without a unit cannot be sent
    expect(submitButton()).toBeDisabled();
    await user.selectOptions(unitSelect, '12');
    expect(submitButton()).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('Belongs to'), 'building');
    expect(screen.queryByTestId('upload-unit')).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(sentFields(api)).toMatchObject({ entity_type: 'building', entity_id: '1' });
  });

  it('sends the spec’s fields: description only when given, category as an integer', async () => {
    const api = mockApi({ [UPLOAD]: { status: 201, body: { data: saved(5) } } });
    const { user } = renderDialog();
    await user.upload(fileInput(), pdf());
    await user.selectOptions(screen.getByLabelText('Category'), '4');
    await user.selectOptions(screen.getByLabelText('Visibility'), 'private');
    await user.click(submitButton());
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(sentFields(api)).toEqual({
      title: 'Zápis ze schůze.pdf',
      category_id: '4',
      entity_type: 'building',
      entity_id: '1',
      visibility: 'private',
      file: 'Zápis ze schůze.pdf',
    });
  });

  it('shows the submitting state, then closes, resets and reports success', async () => {
    let answer!: (r: Response) => void;
    const fetchSpy = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchSpy);
    const { user, onClose, onUploaded } = renderDialog();
    await user.upload(fileInput(), pdf());
    await user.type(screen.getByLabelText('Description'), 'Popis');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Uploading…'));
    expect(submitButton()).toBeDisabled();
    expect(screen.getByLabelText('Title')).toBeDisabled();

    await act(async () => answer(new Response(JSON.stringify({ data: saved(9) }), { status: 201 })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onUploaded).toHaveBeenCalled();
    await toastShown('Document uploaded');
    // the form was reset for the next opening
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(fileInput().files).toHaveLength(0);
  });

  it('stays open with everything kept and toasts the server’s message on failure', async () => {
    mockApi({ [UPLOAD]: { status: 400, body: { message: 'Unsupported file format. Allowed formats: PDF' } } });
    const { user, onClose, onUploaded } = renderDialog();
    await user.upload(fileInput(), pdf('kocka.png'));
    await user.click(submitButton());
    await toastShown('Unsupported file format. Allowed formats: PDF');
    expect(onClose).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('kocka.png');
    expect(submitButton()).toBeEnabled();
  });

  it('falls back to a translated message when the server says nothing', async () => {
    mockApi({ [UPLOAD]: { status: 500, body: {} } });
    const { user } = renderDialog();
    await user.upload(fileInput(), pdf());
    await user.click(submitButton());
    await toastShown('Failed to upload the document');
  });

  it('shows the route form schema’s message under a field it refuses and sends nothing', async () => {
    const api = mockApi({ [UPLOAD]: { status: 201, body: { data: saved(1) } } });
    const { user } = renderDialog();
    await user.upload(fileInput(), pdf());
    // longer than the input allows, as a paste past maxLength would be in some browsers
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'x'.repeat(5001) } });
    await user.click(submitButton());
    const description = screen.getByLabelText('Description');
    await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    // the message names the field by its label and says the server's limit
    expect(document.getElementById(description.getAttribute('aria-describedby')!)).toHaveTextContent(/Description.*5000/);
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('starts an owner on their own unit and does not offer the building', () => {
    mockApi({});
    renderDialog(OWNER);
    expect(screen.getByLabelText('Belongs to')).toHaveValue('unit');
    expect(within(screen.getByLabelText('Belongs to')).getByRole('option', { name: 'Building' })).toBeDisabled();
    const unitSelect = screen.getByTestId('upload-unit');
    expect(unitSelect).toHaveValue('12');
    expect(within(unitSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', '1.02 · Byt']);
  });
});
