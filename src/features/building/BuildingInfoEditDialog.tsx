import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import type { BuildingInfo, Weekday } from '../../../contract/building-info';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { TextField } from '../../ui/TextField';
import { bodySchemaOf, useContractForm, type FieldLabels } from '../../lib/useContractForm';
import { errorMessage } from '../../lib/http';
import { updateBuildingInfo } from '../../../contract/routes/building-info';
import { saveBuildingInfo } from './api';
import { emptyPerson, NUMBER_PATH, toBody, toEditState, type EditState, type PersonRow } from './editForm';
import { WEEKDAYS } from '../../../contract/rules/building-info';

function Section({ title, children, action }: { title: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
      {action}
    </fieldset>
  );
}

function PeopleEditor({
  rows,
  onChange,
  prefix,
  bodyList,
  roleLabel,
  error,
  addLabel,
}: {
  rows: PersonRow[];
  onChange: (rows: PersonRow[]) => void;
  prefix: string;
  /** the body's list these rows are sent as: their errors are at its paths */
  bodyList: 'managers' | 'emergency_contacts';
  roleLabel: string;
  error: (path: string) => string | undefined;
  addLabel: string;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<PersonRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <div className="space-y-3">
      {rows.map((row, i) => (
        <div key={i} className="grid gap-2 rounded-md bg-slate-50 p-2 sm:grid-cols-2 dark:bg-slate-800/50" data-testid={`${prefix}-row`}>
          <TextField label={t('building.edit.name')} required value={row.name} onChange={(e) => set(i, { name: e.target.value })} error={error(`${bodyList}.${i}.name`)} />
          <TextField label={roleLabel} value={row.role} onChange={(e) => set(i, { role: e.target.value })} error={error(`${bodyList}.${i}.${bodyList === 'managers' ? 'position' : 'type'}`)} />
          <TextField label={t('building.edit.phone')} type="tel" value={row.phone} onChange={(e) => set(i, { phone: e.target.value })} error={error(`${bodyList}.${i}.phone`)} />
          <TextField label={t('building.edit.email')} type="email" value={row.email} onChange={(e) => set(i, { email: e.target.value })} error={error(`${bodyList}.${i}.email`)} />
          <div className="sm:col-span-2">
            <Button variant="ghost" size="sm" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('building.edit.remove')}
            </Button>
          </div>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onChange([...rows, emptyPerson()])}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}

function HoursEditor({ hours, onChange, error }: { hours: EditState['hours']; onChange: (h: EditState['hours']) => void; error: (path: string) => string | undefined }) {
  const { t } = useTranslation();
  const setDay = (day: Weekday, ranges: EditState['hours'][Weekday]) => onChange({ ...hours, [day]: ranges });
  return (
    <div className="space-y-2" data-testid="hours-editor">
      {WEEKDAYS.map((day) => {
        const ranges = hours[day] ?? [];
        return (
          <div key={day} className="flex flex-wrap items-start gap-2 border-b border-slate-100 pb-2 dark:border-slate-800">
            <span className="w-24 pt-2 text-sm font-medium">{t(`building.days.${day}`)}</span>
            <div className="flex-1 space-y-1">
              {ranges.length === 0 && <p className="pt-2 text-sm text-slate-500">{t('building.reception.closed')}</p>}
              {ranges.map((r, i) => {
                const at = `reception.opening_hours.${day}.${i}`;
                const err = error(`${at}.from`) ?? error(`${at}.to`) ?? error(at);
                return (
                  <div key={i} className="flex flex-wrap items-center gap-1">
                    <input
                      type="time"
                      aria-label={t('building.edit.from', { day: t(`building.days.${day}`) })}
                      value={r.from}
                      onChange={(e) => setDay(day, ranges.map((x, j) => (j === i ? { ...x, from: e.target.value } : x)))}
                      className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-800"
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      aria-label={t('building.edit.to', { day: t(`building.days.${day}`) })}
                      value={r.to}
                      onChange={(e) => setDay(day, ranges.map((x, j) => (j === i ? { ...x, to: e.target.value } : x)))}
                      className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-800"
                    />
                    <Button variant="ghost" size="icon" aria-label={t('building.edit.removeRange')} onClick={() => setDay(day, ranges.filter((_, j) => j !== i))}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                    {err && (
                      <span role="alert" className="w-full text-xs text-red-700 dark:text-red-400">
                        {err}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('building.edit.addRangeFor', { day: t(`building.days.${day}`) })}
              onClick={() => setDay(day, [...ranges, { from: '08:00', to: '16:00' }])}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              <span className="hidden sm:inline">{t('building.edit.addRange')}</span>
            </Button>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The labels of the body's fields, for the schema's messages ("Field “Number of floors” may be at
 * most 200"); a contact's fields are named by the label they show under.
 */
function fieldLabels(t: (key: string) => string): FieldLabels {
  const labels: FieldLabels = {
    'details.type': t('building.fields.type'),
    'details.construction_year': t('building.fields.constructionYear'),
    'details.reconstruction_year': t('building.fields.reconstructionYear'),
    'details.floor_count': t('building.fields.floorCount'),
    'details.elevator_count': t('building.fields.elevatorCount'),
    'details.parking.visitor_spots': t('building.fields.visitorSpots'),
    'details.parking.resident_spots': t('building.fields.residentSpots'),
    'details.parking.garage_count': t('building.fields.garageCount'),
    'reception.location': t('building.fields.location'),
    'reception.phone': t('building.edit.phone'),
    'reception.email': t('building.edit.email'),
  };
  // any row's field: the proxy in the form model asks by the path
  return new Proxy(labels, {
    get: (known, path: string) => {
      if (path in known) return known[path];
      const field = /^(managers|emergency_contacts)\.\d+\.(\w+)$/.exec(path)?.[2];
      const byField: Record<string, string> = {
        name: t('building.edit.name'),
        position: t('building.edit.position'),
        type: t('building.edit.contactType'),
        phone: t('building.edit.phone'),
        email: t('building.edit.email'),
      };
      return field ? byField[field] : undefined;
    },
  });
}

/** Staff edit of building information (building admins, global admins): details, managers, emergency contacts, reception. */
export function BuildingInfoEditDialog({ info, onClose, onSaved }: { info: BuildingInfo; onClose: () => void; onSaved: (info: BuildingInfo) => void }) {
  const { t } = useTranslation();
  // the server's reason stays in the dialog, until the next try
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useContractForm<EditState, BuildingInfo>({
    schema: bodySchemaOf(updateBuildingInfo),
    defaultValues: toEditState(info),
    labels: fieldLabels(t),
    toBody,
    send: async (s) => {
      setServerError(null);
      try {
        return await saveBuildingInfo(info.id, toBody(s));
      } catch (e) {
        setServerError(errorMessage(e, t('building.errors.save')));
        throw e;
      }
    },
    successText: t('building.edit.success'),
    failureText: t('building.errors.save'),
    onSuccess: (saved) => onSaved(saved),
  });
  const busy = save.pending;
  const state = save.form.watch();
  const hasErrors = Object.keys(save.form.formState.errors).length > 0;
  const set = (patch: Partial<EditState>) => {
    for (const [field, value] of Object.entries(patch)) save.form.setValue(field as keyof EditState, value as never);
  };
  const num = (field: keyof typeof NUMBER_PATH & keyof EditState, label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={0}
      value={state[field] as string}
      onChange={(e) => set({ [field]: e.target.value } as Partial<EditState>)}
      error={save.fieldError(NUMBER_PATH[field])}
    />
  );

  return (
    <Dialog open onClose={busy ? () => undefined : onClose} title={t('building.edit.title')} description={info.name} size="xl" dismissOnOutsideClick={false}>
      <form onSubmit={(e) => void save.onSubmit(e)} noValidate className="space-y-4" aria-label={t('building.edit.title')}>
        {serverError && !busy && <ErrorAlert title={t('building.errors.save')} message={serverError} />}
        {hasErrors && <ErrorAlert title={t('building.edit.errors.summary')} />}
        <Section title={t('building.edit.details')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={t('building.fields.type')} value={state.type} list="building-type-options" onChange={(e) => set({ type: e.target.value })} hint={t('building.edit.typeHint')} error={save.fieldError('details.type')} />
            <datalist id="building-type-options">
              <option value="association">{t('building.type.association')}</option>
            </datalist>
            {num('construction_year', t('building.fields.constructionYear'))}
            {num('reconstruction_year', t('building.fields.reconstructionYear'))}
            {num('floor_count', t('building.fields.floorCount'))}
            {num('elevator_count', t('building.fields.elevatorCount'))}
          </div>
        </Section>
        <Section title={t('building.cards.parking')}>
          <div className="grid gap-3 sm:grid-cols-3">
            {num('visitor_spots', t('building.fields.visitorSpots'))}
            {num('resident_spots', t('building.fields.residentSpots'))}
            {num('garage_count', t('building.fields.garageCount'))}
          </div>
        </Section>
        <Section title={t('building.managers.title')}>
          <PeopleEditor rows={state.managers} onChange={(managers) => set({ managers })} prefix="managers" bodyList="managers" roleLabel={t('building.edit.position')} error={save.fieldError} addLabel={t('building.edit.addManager')} />
        </Section>
        <Section title={t('building.emergency.title')}>
          <PeopleEditor rows={state.contacts} onChange={(contacts) => set({ contacts })} prefix="contacts" bodyList="emergency_contacts" roleLabel={t('building.edit.contactType')} error={save.fieldError} addLabel={t('building.edit.addContact')} />
        </Section>
        <Section title={t('building.cards.reception')}>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={state.reception.is_present} onChange={(e) => set({ reception: { ...state.reception, is_present: e.target.checked } })} />
            {t('building.edit.receptionPresent')}
          </label>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField label={t('building.fields.location')} value={state.reception.location} onChange={(e) => set({ reception: { ...state.reception, location: e.target.value } })} error={save.fieldError('reception.location')} />
            <TextField label={t('building.edit.phone')} type="tel" value={state.reception.phone} onChange={(e) => set({ reception: { ...state.reception, phone: e.target.value } })} error={save.fieldError('reception.phone')} />
            <TextField
              label={t('building.edit.email')}
              type="email"
              value={state.reception.email}
              onChange={(e) => set({ reception: { ...state.reception, email: e.target.value } })}
              error={save.fieldError('reception.email')}
            />
          </div>
          <h4 className="text-sm font-semibold">{t('building.reception.openingHours')}</h4>
          <HoursEditor hours={state.hours} onChange={(hours) => set({ hours })} error={save.fieldError} />
        </Section>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
