/**
 * Stands in for @tanstack/react-virtual (vite.config.ts alias). headlessui's Combobox imports it
 * statically, but calls it only for a `virtual` combobox, which this app never renders; the real
 * package (about 9 KB gzip of the signed-in shell's critical path) is dead weight. A `virtual`
 * combobox added later fails loudly here instead of silently: remove the alias then.
 */
export function useVirtualizer(): never {
  throw new Error('Virtual comboboxes are not supported: remove the @tanstack/react-virtual alias in vite.config.ts');
}
