import { describe, expect, it } from 'vitest';
import { allCommands, featureCommands } from '../../src/commands/registry';
import type { CommandContext } from '../../src/commands/types';

const ctx = (over: Partial<CommandContext> = {}) => ({ isGlobalAdmin: false, buildings: [], units: [], buildingId: null, ...over }) as CommandContext;

describe('command registry', () => {
  const commands = allCommands();

  it('has unique ids and unique key sequences', () => {
    const ids = commands.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const seqs = commands.filter((c) => c.keySequence).map((c) => c.keySequence!.join(' '));
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('gives keys only to core commands: the shell listens for those alone, features load with the palette', () => {
    expect(featureCommands().filter((c) => c.shortcut || c.keySequence?.length).map((c) => c.id)).toEqual([]);
  });

  it('binds the documented go-to sequences', () => {
    const bySeq = Object.fromEntries(commands.filter((c) => c.keySequence).map((c) => [c.keySequence!.join(' '), c.id]));
    expect(bySeq).toMatchObject({
      'g d': 'nav.dashboard',
      'g u': 'nav.myUnit',
      'g o': 'nav.documents',
      'g i': 'nav.issues',
      'g f': 'nav.forum',
      'g p': 'nav.parking',
      'g q': 'nav.qrAccess',
      'g r': 'nav.doors',
      'g c': 'nav.cleaning',
      'g s': 'nav.settings',
      'g a': 'nav.profile',
    });
  });

  it('shows the admin area to global admins and holders of user:manage only (issue 13)', () => {
    const admin = commands.find((c) => c.id === 'nav.admin')!;
    const member = (permissions: string[]) => ({ global_role: 'user', buildings: [{ building_id: 1, permissions }] });
    expect(admin.isVisible?.(ctx())).toBe(false);
    expect(admin.isVisible?.(ctx({ user: member(['issue:resolve']) } as never))).toBe(false);
    expect(admin.isVisible?.(ctx({ isGlobalAdmin: true, user: { global_role: 'admin', buildings: [] } } as never))).toBe(true);
    expect(admin.isVisible?.(ctx({ user: member(['user:manage']) } as never))).toBe(true);
  });

  it('every command either runs or opens a page', () => {
    expect(commands.filter((c) => !c.run && !c.page).map((c) => c.id)).toEqual([]);
  });

  it('offers unit switching only when there are units of a building', () => {
    const sw = commands.find((c) => c.id === 'shell.switchUnit')!;
    expect(sw.isEnabled?.(ctx())).toBe(false);
  });
});
