/**
 * The global key listener: Ctrl/⌘+K toggles the palette from anywhere;
 * command chords and key sequences fire only when the user is not typing and
 * no dialog has focus.
 */
import { useEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { isCommandEnabled, isCommandVisible } from './context';
import { paletteAtom } from './overlays';
import { createSequenceMatcher, isEditableTarget, matchesChord, parseChord } from './shortcuts';
import type { Command, CommandContext } from './types';

export const PALETTE_SHORTCUT = 'mod+k';
const PALETTE_CHORD = parseChord(PALETTE_SHORTCUT);

function insideDialog(target: EventTarget | null): boolean {
  return Boolean(target && typeof (target as Element).closest === 'function' && (target as Element).closest('[role="dialog"]'));
}

export function useShortcuts(commands: readonly Command[], ctx: CommandContext): void {
  const setPalette = useSetAtom(paletteAtom);
  const ctxRef = useRef(ctx);
  useEffect(() => {
    ctxRef.current = ctx;
  });

  useEffect(() => {
    const sequences = commands.filter((c) => c.keySequence?.length).map((c) => ({ id: c.id, keys: c.keySequence! }));
    const matcher = createSequenceMatcher(sequences);
    const chords = commands.filter((c) => c.shortcut).map((c) => ({ cmd: c, chord: parseChord(c.shortcut!) }));

    const fire = (cmd: Command, e: KeyboardEvent) => {
      const current = ctxRef.current;
      if (!isCommandVisible(cmd, current) || !isCommandEnabled(cmd, current)) return;
      e.preventDefault();
      if (cmd.page) setPalette({ open: true, page: cmd.id });
      else void cmd.run?.(current);
    };

    const onKeyDown = (e: KeyboardEvent) => {
      if (matchesChord(e, PALETTE_CHORD)) {
        e.preventDefault();
        setPalette((p) => ({ open: !p.open }));
        return;
      }
      if (e.defaultPrevented || e.isComposing || e.repeat) return;
      if (isEditableTarget(e.target) || insideDialog(e.target)) {
        matcher.reset();
        return;
      }
      const chordHit = chords.find(({ chord }) => matchesChord(e, chord));
      if (chordHit) {
        matcher.reset();
        fire(chordHit.cmd, e);
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || e.key.length !== 1) return;
      const result = matcher.feed(e.key, performance.now());
      if (result.type === 'match') {
        const cmd = commands.find((c) => c.id === result.id);
        if (cmd) fire(cmd, e);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [commands, setPalette]);
}
