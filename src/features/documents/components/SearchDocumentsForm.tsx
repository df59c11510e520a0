import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../../../commands/types';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { APPLY_SEARCH } from '../rules';

/** Palette sub-page: the typed text becomes the documents list's search filter. */
export function SearchDocumentsForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ctx.navigate('/documents');
    ctx.openDialog(APPLY_SEARCH, text.trim());
    close();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        autoFocus
        type="search"
        label={t('documents.palette.searchLabel')}
        placeholder={t('documents.filters.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit">{t('documents.palette.searchSubmit')}</Button>
      </div>
    </form>
  );
}
