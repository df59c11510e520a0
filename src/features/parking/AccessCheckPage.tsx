/** The palette's "Check parking access…" page: the screen's form, on the selected unit if any. */
import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../../commands/types';
import { AccessCheckForm } from './AccessCheckForm';

export function AccessCheckPage({ ctx }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  if (ctx.buildingId === null) return <p className="text-sm">{t('parking.selectUnit.title')}</p>;
  return <AccessCheckForm buildingId={ctx.buildingId} initialUnitId={ctx.unit?.id ?? null} autoFocus />;
}
