import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/TextField';

/** A new password (registration, reset): the browser may suggest one, and the rule is said under it. */
export function NewPasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'hint'>) {
  const { t } = useTranslation();
  return <TextField type="password" autoComplete="new-password" required hint={t('auth.register.passwordHint')} {...props} />;
}
