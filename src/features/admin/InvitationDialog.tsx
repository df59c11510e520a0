/** The add-invitation form (spec 001 §5, §8): e-mail, validity in hours, building rows. */
import { get, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { INVITATION_HOURS_DEFAULT, INVITATION_HOURS_MAX, INVITATION_HOURS_MIN } from '../../../contract/rules/admin';
import { MESSAGE_KEY } from '../../../contract/rules/validation';
import { createInvitation as createRoute } from '../../../contract/routes/admin';
import { bodySchemaOf, formIssueText, useContractForm } from '../../lib/useContractForm';
import { useBuildings } from '../../state/building';
import { Button } from '../../ui/Button';
import { FormDialog } from '../../ui/FormDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { TextField } from '../../ui/TextField';
import { createInvitation, useRoles } from './api';
import { InvitationBuildingRow } from './InvitationBuildingRow';
import { type BuildingRow, type InvitationValues, emptyBuildingRow, invitationBody } from './rules';

export function InvitationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { buildings, error: buildingsError } = useBuildings();
  const roles = useRoles();
  const labels = {
    email: t('admin.invitations.email'),
    expires_in_hours: t('admin.invitations.hours'),
    building_id: t('admin.invitations.building'),
    role: t('admin.invitations.role'),
    permission_role: t('admin.invitations.permissionRole'),
  };
  const save = useContractForm<InvitationValues>({
    // the spec's texts ('Budova je povinná', 'Platnost musí být alespoň 1 hodina'…) are the schema's messages
    schema: bodySchemaOf(createRoute),
    defaultValues: { email: '', expires_in_hours: String(INVITATION_HOURS_DEFAULT), buildings: [] },
    labels,
    toBody: invitationBody,
    // checked by the schema first: every building is chosen by now
    send: (v) => createInvitation(invitationBody(v) as Parameters<typeof createInvitation>[0]),
    successText: t('admin.invitations.toast.created'),
    failureText: t('admin.invitations.toast.createFailed'),
    onSuccess: onClose,
  });
  const rows = useFieldArray({ control: save.form.control, name: 'buildings' });
  const loadFailed = Boolean(buildingsError || roles.error);
  const loaded = buildings !== undefined && roles.data !== undefined;
  const noneAvailable = loaded && (buildings.length === 0 || roles.data!.roles.length === 0);
  const canAddRow = loaded && !noneAvailable;

  /** A row field's message: the schema's own key translated, or the resolver's sentence as it is. */
  const rowError = (i: number, name: keyof BuildingRow): string | undefined => {
    const message = (get(save.form.formState.errors, `buildings.${i}.${name}`) as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string') return undefined;
    return MESSAGE_KEY.test(message) ? formIssueText({ message, path: [name] }, labels) : message;
  };

  return (
    <FormDialog
      name="admin-invitation-dialog"
      title={t('admin.invitations.addTitle')}
      busy={save.pending}
      onClose={onClose}
      onSubmit={(e) => void save.onSubmit(e)}
      size="lg"
      submitLabel={t('admin.invitations.send')}
      submitDisabled={rows.fields.length === 0}
    >
      <TextField label={t('admin.invitations.email')} type="email" error={save.fieldError('email')} required autoComplete="off" {...save.form.register('email')} />
      <TextField
        label={t('admin.invitations.hours')}
        type="number"
        min={INVITATION_HOURS_MIN}
        max={INVITATION_HOURS_MAX}
        error={save.fieldError('expires_in_hours')}
        required
        {...save.form.register('expires_in_hours')}
      />
      {loadFailed && <ErrorAlert message={t('admin.invitations.loadFailed')} onRetry={roles.retry} />}
      {noneAvailable && <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.invitations.noneAvailable')}</p>}
      {rows.fields.map((row, i) => (
        <InvitationBuildingRow
          key={row.id}
          index={i}
          field={(name) => save.form.register(`buildings.${i}.${name}`)}
          error={(name) => rowError(i, name)}
          buildings={buildings ?? []}
          roles={roles.data?.roles ?? []}
          onRemove={() => rows.remove(i)}
        />
      ))}
      <div className="flex flex-col items-start gap-2">
        <Button variant="secondary" size="sm" disabled={!canAddRow} onClick={() => rows.append(emptyBuildingRow())}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('admin.invitations.addRow')}
        </Button>
        {/* the send button stays disabled without a building row: say so, rather than leave it mute (issue 29 §8c) */}
        {rows.fields.length === 0 && !noneAvailable && (
          <p data-testid="invitation-needs-row" className="text-sm text-slate-600 dark:text-slate-400">
            {t('admin.invitations.needsRow')}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
