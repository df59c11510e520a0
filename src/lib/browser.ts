/** Page reload behind an object so component tests can replace it (jsdom cannot navigate). */
export const browser = {
  reload: (): void => window.location.reload(),
};
