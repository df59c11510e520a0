/** Profile edit (spec 000 §5): the name is required; the phone is free text. Returns i18n keys. */
export function validateProfile(input: { name: string; phone: string }): { name?: string } {
  return input.name.trim() ? {} : { name: 'profile.validation.nameRequired' };
}
