/**
 * The reception commands' palette pages that close an open entry (commands.ts): check a visitor
 * out and take a key back at once on a pick; hand mail over after a small step asking who
 * collected it. Each reads the selected building's register; a refusal keeps the page open on the
 * reloaded list.
 */
import { useState } from 'react';
import type { MailItem } from '../../../contract/reception';
import type { CommandContext, FormPageComponent } from '../../commands/types';
import { CollectStep } from './CollectStep';
import { OpenEntryPicker } from './OpenEntryPicker';
import type { ReceptionTab } from './screen';
import { useCloseEntry } from './useCloseEntry';

type PageProps = { ctx: CommandContext; close: () => void };

/** Visitors and keys: the pick closes the entry, at the server's now. */
function CloseAtOnce({ buildingId, tab, close }: { buildingId: number; tab: 'visitors' | 'keys'; close: () => void }) {
  const [search, setSearch] = useState('');
  const closing = useCloseEntry(buildingId, tab);
  return (
    <OpenEntryPicker
      buildingId={buildingId}
      tab={tab}
      search={search}
      onSearch={setSearch}
      busyId={closing.busyId}
      onPick={async (entry) => {
        if (await closing.close(entry.id, {})) close();
      }}
    />
  );
}

function HandOverMail({ buildingId, close }: { buildingId: number; close: () => void }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<MailItem | null>(null);
  const closing = useCloseEntry(buildingId, 'mail');
  if (!chosen) return <OpenEntryPicker buildingId={buildingId} tab="mail" search={search} onSearch={setSearch} busyId={null} onPick={setChosen} />;
  return (
    <CollectStep
      mail={chosen}
      busy={closing.busyId !== null}
      onBack={() => setChosen(null)}
      onConfirm={async (body) => {
        // refused (collected a moment ago): back to the list, which the refusal reloaded
        if (await closing.close(chosen.id, body)) close();
        else setChosen(null);
      }}
    />
  );
}

// the commands show only with a building selected; a page keyed by it starts afresh if it changes
export const CLOSE_PAGES: Record<ReceptionTab, FormPageComponent> = {
  visitors: ({ ctx, close }: PageProps) => (ctx.buildingId === null ? null : <CloseAtOnce key={ctx.buildingId} buildingId={ctx.buildingId} tab="visitors" close={close} />),
  mail: ({ ctx, close }: PageProps) => (ctx.buildingId === null ? null : <HandOverMail key={ctx.buildingId} buildingId={ctx.buildingId} close={close} />),
  keys: ({ ctx, close }: PageProps) => (ctx.buildingId === null ? null : <CloseAtOnce key={ctx.buildingId} buildingId={ctx.buildingId} tab="keys" close={close} />),
};
