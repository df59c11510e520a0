import { foldText } from '../../../contract/rules/text';

/** What the admin users search matches: name and e-mail, folded (contract/rules/text.ts). */
export const userSearchText = (name: string, email: string): string => foldText(`${name} ${email}`);
