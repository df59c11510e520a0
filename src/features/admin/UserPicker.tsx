/** Pick a user by name or e-mail; the server searches (thousands of users). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SEARCH_MAX } from '../../../contract/rules/admin';
import { inlineFailure } from '../../lib/loadFailure';
import { ListStates } from '../../ui/ListStates';
import { TextField } from '../../ui/TextField';
import { useUserList } from './api';
import { SEARCH_DEBOUNCE_MS } from './rules';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

export function UserPicker({ onPick }: { onPick: (id: number) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const list = useUserList(term.trim() ? { search: term, sort: 'name', order: 'asc', page: 1, perPage: 10 } : null);
  const users = list.data?.users ?? [];
  return (
    <div className="flex flex-col gap-2">
      <TextField label={t('admin.roles.pickUser')} type="search" value={search} maxLength={USER_SEARCH_MAX} onChange={(e) => setSearch(e.target.value)} />
      {term.trim() && (
        <ListStates
          loading={list.isLoading && !list.data}
          failure={list.error ? inlineFailure(list.error, t('admin.users.toast.loadFailed')) : null}
          onRetry={list.retry}
          isEmpty={users.length === 0}
          empty={<p className="text-sm text-slate-600 dark:text-slate-400">{t('admin.users.empty')}</p>}
          skeletonRows={2}
        >
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700" aria-label={t('admin.roles.results')}>
            {users.map((u) => (
              <li key={u.id}>
                <button type="button" className="w-full px-3 py-2 text-left hover:bg-slate-50 focus:bg-slate-100 dark:hover:bg-slate-800" onClick={() => onPick(u.id)}>
                  <span className="font-medium">{u.name}</span> <span className="text-sm text-slate-600 dark:text-slate-400">{u.email}</span>
                </button>
              </li>
            ))}
          </ul>
        </ListStates>
      )}
    </div>
  );
}
