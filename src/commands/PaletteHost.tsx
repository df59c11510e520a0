/**
 * The palette with every command: the lazy chunk that brings cmdk also brings the features'
 * command lists (registry.ts), so the signed-in first screen carries only the core commands.
 */
import Palette from './Palette';
import { allCommands } from './registry';
import type { CommandContext } from './types';

const commands = allCommands();

export default function PaletteHost({ ctx }: { ctx: CommandContext }) {
  return <Palette commands={commands} ctx={ctx} />;
}
