/**
 * The command palette (cmdk inside a headlessui dialog). Root page: this
 * screen's contextual commands, then recent ones, then every group. A command
 * with a sub-page pushes it; Backspace on an empty input or Escape goes back.
 * A command is found by its title in either language ('open door' in the Czech UI).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
// named parts only: the `Command` namespace object also carries cmdk's Radix-based Dialog,
// which would pull Radix into the bundle although we use headlessui's dialog
import { CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList, CommandRoot } from 'cmdk';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { ChevronLeft, ChevronRight, Search, Check } from 'lucide-react';
import { cn } from '../lib/cn';
import { isCommandEnabled, isCommandVisible } from './context';
import { paletteAtom } from './overlays';
import { pushRecent, readRecent } from './recent';
import { ShortcutHint } from './ShortcutHint';
import { rank } from '../lib/rank';
import { useOtherTitles, type OtherTitles } from './otherTitles';
import type { Command, CommandContext, FormPageComponent, PageItem } from './types';
import { Spinner } from '../ui/Spinner';

/** One lazy component per form page, made once: React.lazy must not be recreated on every render. */
const formPages = new Map<string, FormPageComponent>();
function formPage(id: string, load: () => Promise<{ default: FormPageComponent }>): FormPageComponent {
  let page = formPages.get(id);
  if (!page) {
    page = lazy(load);
    formPages.set(id, page);
  }
  return page;
}

interface PaletteProps {
  commands: readonly Command[];
  ctx: CommandContext;
}

export default function Palette({ commands, ctx }: PaletteProps) {
  const [state, setState] = useAtom(paletteAtom);
  const close = () => setState({ open: false });
  // headlessui makes the rest of the page inert only for a dialog that opens after it mounted;
  // the chunk may arrive after Ctrl+K was pressed, so open one tick after mounting
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Dialog open={state.open && mounted} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      <div className="fixed inset-0 flex w-screen items-start justify-center p-2 pt-[10vh] sm:p-4 sm:pt-[12vh]">
        <DialogPanel
          data-testid="command-palette"
          className="w-full max-w-xl overflow-hidden rounded-lg bg-white text-slate-900 shadow-2xl ring-1 ring-slate-900/10 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-100/10"
        >
          {/* remounts on every open, so each opening starts clean */}
          <PaletteBody commands={commands} ctx={ctx} startPage={state.page} close={close} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-slate-100 ' +
  'data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-40 dark:data-[selected=true]:bg-slate-800';

function PaletteBody({ commands, ctx, startPage, close: closePalette }: PaletteProps & { startPage?: string; close: () => void }) {
  const { t } = useTranslation();
  const close = useCloseOfThisOpening(closePalette);
  const [stack, setStack] = useState<string[]>(startPage ? [startPage] : []);
  const [search, setSearch] = useState('');
  const recentIds = useMemo(readRecent, []);
  // titles in the other language, fetched when the palette first opens (./otherTitles)
  const otherTitles = useOtherTitles();

  const visible = useMemo(() => commands.filter((c) => isCommandVisible(c, ctx)), [commands, ctx]);
  const pageCmd = stack.length ? commands.find((c) => c.id === stack[stack.length - 1]) : undefined;

  const back = () => {
    setStack((s) => s.slice(0, -1));
    setSearch('');
  };

  const runCommand = (cmd: Command) => {
    if (!isCommandEnabled(cmd, ctx)) return;
    if (cmd.page) {
      setStack((s) => [...s, cmd.id]);
      setSearch('');
      return;
    }
    pushRecent(cmd.id);
    close();
    void cmd.run?.(ctx);
  };

  const runItem = (item: PageItem) => {
    if (pageCmd) pushRecent(pageCmd.id);
    close();
    void item.run(ctx);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!stack.length) return;
    // Backspace means "back" except while the user types in a sub-page form's own field.
    const target = e.target as HTMLElement;
    const inFormField = !target.hasAttribute?.('cmdk-input') && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
    const backspaceOnEmpty = e.key === 'Backspace' && search === '' && !inFormField;
    if (e.key === 'Escape' || backspaceOnEmpty) {
      // keep the dialog open: Escape on a sub-page means "back", not "close"
      e.preventDefault();
      e.stopPropagation();
      back();
    }
  };

  const page = pageCmd?.page;
  const placeholder = t(page?.kind === 'list' && page.placeholder ? page.placeholder : 'palette.placeholder');

  const header = (
    <div className="flex items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-700">
      <DialogTitle className="sr-only">{t('palette.label')}</DialogTitle>
      {pageCmd ? (
        <button
          type="button"
          onClick={back}
          aria-label={t('palette.back')}
          className="flex shrink-0 items-center gap-1 rounded bg-slate-100 px-2 py-1 text-xs font-medium dark:bg-slate-800"
        >
          <ChevronLeft className="h-3 w-3" aria-hidden="true" />
          {t(pageCmd.title)}
        </button>
      ) : (
        <Search className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
      )}
      {page?.kind !== 'form' && (
        <CommandInput
          autoFocus
          value={search}
          onValueChange={setSearch}
          placeholder={placeholder}
          aria-label={placeholder}
          className="h-12 w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-slate-400"
        />
      )}
    </div>
  );

  if (page?.kind === 'form' && pageCmd) {
    const Form = formPage(pageCmd.id, page.load);
    return (
      <div onKeyDown={onKeyDown}>
        {header}
        <div className="p-4">
          <Suspense fallback={<Spinner />}>
            <Form ctx={ctx} close={close} />
          </Suspense>
        </div>
      </div>
    );
  }

  return (
    // cmdk names its input by this label (aria-labelledby), so it carries the placeholder text
    // we filter and rank ourselves (./rank): best match first whatever its group, diacritics ignored
    <CommandRoot label={placeholder} shouldFilter={false} loop vimBindings={false} onKeyDown={onKeyDown}>
      {header}
      <CommandList className="max-h-[60vh] overflow-y-auto p-2">
        <CommandEmpty className="px-3 py-6 text-center text-sm text-slate-500">
          {t(page?.kind === 'list' && page.empty ? page.empty : 'palette.empty')}
        </CommandEmpty>
        {page?.kind === 'list' ? (
          <CommandGroup>
            {rank(page.items(ctx), search, (item) => ({ title: item.label, keywords: [item.hint ?? '', ...(item.keywords ?? [])] })).map((item) => (
              <CommandItem
                key={item.id}
                value={item.id}
                onSelect={() => runItem(item)}
                className={itemClass}
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{item.label}</span>
                  {item.hint && <span className="block truncate text-xs text-slate-500">{item.hint}</span>}
                </span>
                {item.active && <Check className="h-4 w-4 text-blue-600" aria-label={t('palette.current')} />}
              </CommandItem>
            ))}
          </CommandGroup>
        ) : (
          <RootGroups commands={visible} ctx={ctx} search={search} otherTitles={otherTitles} recentIds={search ? [] : recentIds} onRun={runCommand} />
        )}
      </CommandList>
      <div className="hidden justify-end gap-4 border-t border-slate-200 px-3 py-2 text-xs text-slate-500 sm:flex dark:border-slate-700">
        <span>{t('palette.hints.navigate')}</span>
        <span>{t('palette.hints.run')}</span>
        <span>{t(stack.length ? 'palette.hints.back' : 'palette.hints.close')}</span>
      </div>
    </CommandRoot>
  );
}

function RootGroups({
  commands,
  ctx,
  search,
  otherTitles,
  recentIds,
  onRun,
}: {
  commands: Command[];
  ctx: CommandContext;
  search: string;
  otherTitles: OtherTitles;
  recentIds: string[];
  onRun: (cmd: Command) => void;
}) {
  const { t } = useTranslation();
  const contextual = commands.filter((c) => c.isContextual?.(ctx));
  const rest = commands.filter((c) => !contextual.includes(c));
  const recent = recentIds.map((id) => rest.find((c) => c.id === id)).filter((c): c is Command => Boolean(c));
  const groups = new Map<string, Command[]>();
  for (const c of rest) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);

  const item = (cmd: Command, prefix = '') => {
    const enabled = isCommandEnabled(cmd, ctx);
    return (
      <CommandItem
        key={prefix + cmd.id}
        value={prefix + cmd.id}
        disabled={!enabled}
        onSelect={() => onRun(cmd)}
        data-testid={prefix ? undefined : `command-${cmd.id}`}
        className={itemClass}
      >
        <span className="min-w-0 flex-1 truncate">{t(cmd.title)}</span>
        <ShortcutHint shortcut={cmd.shortcut} keySequence={cmd.keySequence} />
        {cmd.page && <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden="true" />}
      </CommandItem>
    );
  };

  const heading = (key: string) => <span className="px-3 text-xs font-semibold uppercase text-slate-500">{t(key)}</span>;
  if (search.trim()) {
    // one list, best match first: the group no longer decides the order
    const ranked = rank(commands, search, (c) => ({ title: t(c.title), otherTitles: otherTitles(c.title), keywords: c.keywords }));
    return <CommandGroup heading={heading('palette.groups.results')}>{ranked.map((c) => item(c))}</CommandGroup>;
  }
  return (
    <>
      {contextual.length > 0 && (
        <CommandGroup heading={heading('palette.groups.context')}>{contextual.map((c) => item(c))}</CommandGroup>
      )}
      {recent.length > 0 && <CommandGroup heading={heading('palette.groups.recent')}>{recent.map((c) => item(c, 'recent:'))}</CommandGroup>}
      {[...groups].map(([group, list]) => (
        <CommandGroup key={group} heading={heading(group)} className={cn('mt-1')}>
          {list.map((c) => item(c))}
        </CommandGroup>
      ))}
    </>
  );
}

/**
 * A close that only closes the opening it was handed to. A form page calls close() after its
 * request answers; by then the user may have shut the palette and opened it again, and that late
 * close must not shut the new one. The body remounts on every open, so "this opening" is "while
 * this body is mounted".
 */
function useCloseOfThisOpening(closePalette: () => void): () => void {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => {
    if (mounted.current) closePalette();
  }, [closePalette]);
}
