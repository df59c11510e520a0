/**
 * The create form (spec 001 §2 "QR access", §5): one pass per e-mail for a unit. The screen's card
 * shows it whole; the palette's 'Create QR pass…' shows it compact (e-mail, type, times).
 */
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';
import { QrPassFields } from './QrPassFields';
import { useQrCreate } from './useQrCreate';

export function QrCreateForm({
  buildingId,
  unitId,
  compact = false,
  onCreated,
}: {
  buildingId: number | null;
  unitId: number | null;
  compact?: boolean;
  onCreated?: () => void;
}) {
  const { t } = useTranslation();
  const create = useQrCreate(buildingId, unitId, onCreated);
  const unitError = create.fieldError('unit');
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      aria-label={t('qr.form.title')}
      onSubmit={(e) => void create.onSubmit(e)}
    >
      {unitError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {unitError}
        </p>
      )}
      <QrPassFields compact={compact} autoFocus={compact} create={create} />
      <div className={cn(compact && 'flex justify-end')}>
        <Button type="submit" loading={create.pending} className={cn(!compact && 'w-full justify-center sm:w-auto')}>
          {t('qr.form.submit')}
        </Button>
      </div>
    </form>
  );
}
