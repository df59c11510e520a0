/**
 * The stats tab's month calendar (spec 001 §2, §5, §9): previous and next month buttons and a list of
 * every month there is to show. Only January 2020 to the current month can be reached — the list
 * holds no other, and each button is disabled at its end — so no future month and nothing before
 * 2020 is ever asked for.
 */
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { allowedMonths, monthAllowed, monthName, monthParam, parseMonthParam, shiftMonth, type Month } from './months';

export function MonthPicker({ month, onChange }: { month: Month; onChange: (month: Month) => void }) {
  const { t, i18n } = useTranslation();
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <div role="group" aria-label={t('cleaning.stats.month')} className="flex items-end gap-2">
      <Button variant="secondary" size="icon" aria-label={t('cleaning.stats.previous')} disabled={!monthAllowed(previous)} onClick={() => onChange(previous)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
      </Button>
      <div className="w-48 min-w-0">
        <SelectField
          label={t('cleaning.stats.month')}
          value={monthParam(month)}
          onChange={(e) => {
            const chosen = parseMonthParam(e.target.value);
            if (chosen) onChange(chosen);
          }}
          options={allowedMonths().map((m) => ({ value: monthParam(m), label: monthName(m, i18n.language) }))}
        />
      </div>
      <Button variant="secondary" size="icon" aria-label={t('cleaning.stats.next')} disabled={!monthAllowed(next)} onClick={() => onChange(next)}>
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
