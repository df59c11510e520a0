/**
 * Palette sub-pages 'Show pass…' and 'Deactivate pass…': the active passes of the unit the QR screen
 * shows (else the selected unit); picking one opens the QR screen's image dialog or its
 * confirmation for that pass (pending actions), so both work as on the screen.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ban, Copy, ScanQrCode } from 'lucide-react';
import type { CommandContext } from '../../commands/types';
import { foldText } from '../../../contract/rules/text';
import { errorMessage } from '../../lib/http';
import { PickList } from '../../ui/PickList';
import { TextField } from '../../ui/TextField';
import { useQrCodes } from './api';
import { paletteUnitId } from './paletteUnit';
import { activePasses, type PassRef, qrHref } from './rules';
import { DEACTIVATE_QR_PASS as DEACTIVATE_PASS, SHOW_QR_PASS as SHOW_PASS } from '../../commands/dialogIds';
import { validityText } from './validity';
import { copyLink } from './copyLink';

const matches = (p: PassRef, text: string) => foldText(`${p.user.name ?? ''} ${p.user.email} ${p.code.recipient_name ?? ''}`).includes(foldText(text.trim()));

/** What picking a pass does: open one of the screen's dialogs for it, or copy its link here. */
const COPY_LINK = 'copyLink';

function PassPicker({ ctx, close, action }: { ctx: CommandContext; close: () => void; action: typeof SHOW_PASS | typeof DEACTIVATE_PASS | typeof COPY_LINK }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const unitId = paletteUnitId(ctx);
  const list = useQrCodes(ctx.buildingId !== null && unitId !== null ? { buildingId: ctx.buildingId, unitId } : null);
  const passes = activePasses(list.users ?? []).filter((p) => matches(p, text));
  const Icon = action === SHOW_PASS ? ScanQrCode : action === COPY_LINK ? Copy : Ban;

  const pick = (p: PassRef) => {
    if (action === COPY_LINK) {
      void copyLink(p.code.qr_code, t).then(close);
      return;
    }
    // on the screen already (staff's ?unit= stays); elsewhere to the screen on that unit
    if (ctx.location !== '/qr-access') ctx.navigate(unitId === ctx.unitId ? '/qr-access' : qrHref(unitId));
    ctx.openDialog(action, p.code.qr_code);
    close();
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (passes[0]) pick(passes[0]);
      }}
    >
      <TextField autoFocus type="search" autoComplete="off" label={t('qr.palette.search')} value={text} onChange={(e) => setText(e.target.value)} />
      <PickList
        label={t('qr.list.title')}
        loading={list.isLoading && !list.users}
        error={list.error && !list.users ? errorMessage(list.error, t('qr.list.loadFailed')) : null}
        empty={t('qr.palette.noPasses')}
        items={passes.map((p) => ({
          key: p.code.qr_code,
          icon: <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
          label: p.user.name ? `${p.user.name} · ${p.user.email}` : p.user.email,
          detail: `${t(`qr.type.${p.code.type}`)} · ${validityText(t, p.code)}`,
          onPick: () => pick(p),
        }))}
      />
    </form>
  );
}

export const ShowPassPicker = (props: { ctx: CommandContext; close: () => void }) => <PassPicker {...props} action={SHOW_PASS} />;
export const DeactivatePassPicker = (props: { ctx: CommandContext; close: () => void }) => <PassPicker {...props} action={DEACTIVATE_PASS} />;
export const CopyLinkPicker = (props: { ctx: CommandContext; close: () => void }) => <PassPicker {...props} action={COPY_LINK} />;
