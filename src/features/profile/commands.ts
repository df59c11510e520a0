/** Palette commands of the profile screen: every action on it is reachable from the keyboard. */
import type { Command } from '../../commands/types';
import { EDIT_PROFILE_ACTION } from './actions';

export const profileCommands: Command[] = [
  {
    id: 'profile.edit',
    group: 'palette.groups.account',
    title: 'profile.commands.edit',
    keywords: ['profile', 'account', 'name', 'phone', 'email', 'edit', 'change', 'profil', 'účet', 'jméno', 'telefon', 'upravit', 'změnit'],
    run: (ctx) => {
      ctx.navigate('/profile');
      ctx.openDialog(EDIT_PROFILE_ACTION);
    },
  },
];
