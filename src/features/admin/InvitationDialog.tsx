/** The add-invitation form (spec 001 §5, §8): e-mail, validity in hours, building rows. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { INVITATION_HOURS_DEFAULT, INVITATION_HOURS_MAX, INVITATION_HOURS_MIN } from '../../../contract/rules/admin';
import { useBuildings } from '../../state/building';
import { Button } from '../../ui/Button';
import { FormDialog } from '../../ui/FormDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { TextField } from '../../ui/TextField';
import { createInvitation, useRoles } from './api';
import { InvitationBuildingRow } from './InvitationBuildingRow';
import { type InvitationErrors, type InvitationForm, emptyBuildingRow, hasErrors, invitationBody, validateInvitation } from './rules';
import { useSubmit } from './useSubmit';

export function InvitationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { buildings, error: buildingsError } = useBuildings();
  const roles = useRoles();
  const [form, setForm] = useState<InvitationForm>({ email: '', hours: String(INVITATION_HOURS_DEFAULT), rows: [] });
  const [errors, setErrors] = useState<InvitationErrors>({ rows: [] });
  const { busy, run } = useSubmit();
  const loadFailed = Boolean(buildingsError || roles.error);
  const loaded = buildings !== undefined && roles.data !== undefined;
  const noneAvailable = loaded && (buildings.length === 0 || roles.data!.roles.length === 0);
  const canAddRow = loaded && !noneAvailable;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = validateInvitation(form);
    setErrors(next);
    if (hasErrors(next) || form.rows.length === 0) return;
    if (await run(() => createInvitation(invitationBody(form)), 'admin.invitations.toast.created', 'admin.invitations.toast.createFailed')) onClose();
  };

  return (
    <FormDialog
      name="admin-invitation-dialog"
      title={t('admin.invitations.addTitle')}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      size="lg"
      submitLabel={t('admin.invitations.send')}
      submitDisabled={form.rows.length === 0}
    >
        <TextField
          label={t('admin.invitations.email')}
          type="email"
          value={form.email}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
          error={errors.email && t(errors.email)}
          required
          autoComplete="off"
        />
        <TextField
          label={t('admin.invitations.hours')}
          type="number"
          min={INVITATION_HOURS_MIN}
          max={INVITATION_HOURS_MAX}
          value={form.hours}
          onChange={(e) => setForm({ ...form, hours: e.target.value })}
          error={errors.hours && t(errors.hours)}
          required
        />
        {loadFailed && <ErrorAlert message={t('admin.invitations.loadFailed')} onRetry={roles.retry} />}
        {noneAvailable && <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.invitations.noneAvailable')}</p>}
        {form.rows.map((row, i) => (
          <InvitationBuildingRow
            key={i}
            index={i}
            row={row}
            errors={errors.rows[i] ?? {}}
            buildings={buildings ?? []}
            roles={roles.data?.roles ?? []}
            onChange={(r) => setForm({ ...form, rows: form.rows.map((x, j) => (j === i ? r : x)) })}
            onRemove={() => {
              setForm({ ...form, rows: form.rows.filter((_, j) => j !== i) });
              setErrors({ ...errors, rows: errors.rows.filter((_, j) => j !== i) });
            }}
          />
        ))}
        <div className="flex flex-col items-start gap-2">
          <Button variant="secondary" size="sm" disabled={!canAddRow} onClick={() => setForm({ ...form, rows: [...form.rows, emptyBuildingRow()] })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('admin.invitations.addRow')}
          </Button>
          {/* the send button stays disabled without a building row: say so, rather than leave it mute (issue 29 §8c) */}
          {form.rows.length === 0 && !noneAvailable && (
            <p data-testid="invitation-needs-row" className="text-sm text-slate-600 dark:text-slate-400">
              {t('admin.invitations.needsRow')}
            </p>
          )}
        </div>
    </FormDialog>
  );
}
