/**
 * The mail page's second step: which mail is handed over, who collected it (optional, as in the
 * screen's dialog) and a confirm. The time is the server's now: a parcel handed over earlier is
 * written down with its time on the screen (CollectMailDialog).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailItem } from '../../../contract/reception';
import { RECEPTION_NAME_MAX } from '../../../contract/rules/reception';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { collectBody } from './rules';

export function CollectStep({ mail, busy, onConfirm, onBack }: { mail: MailItem; busy: boolean; onConfirm: (body: ReturnType<typeof collectBody>) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [collectedBy, setCollectedBy] = useState('');
  return (
    <form
      className="flex flex-col gap-3"
      aria-label={t('reception.collect.title')}
      onSubmit={(e) => {
        e.preventDefault();
        // the time as the form "opened" it: unchanged, so none is sent and the server stamps its now
        onConfirm(collectBody({ collected_by: collectedBy, at: '' }, ''));
      }}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('reception.collect.what', { type: t(`reception.mailType.${mail.type}`), unit: mail.unit_label })}
        {mail.sender && ` · ${mail.sender}`}
      </p>
      <TextField
        autoFocus
        autoComplete="off"
        label={t('reception.collect.collectedBy')}
        hint={t('reception.collect.collectedByHint')}
        maxLength={RECEPTION_NAME_MAX}
        value={collectedBy}
        onChange={(e) => setCollectedBy(e.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('reception.pick.back')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('reception.collect.submit')}
        </Button>
      </div>
    </form>
  );
}
