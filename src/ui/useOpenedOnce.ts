import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded dialog mounts when first opened and
 * then stays mounted, so its closing transition still plays and reopening needs no new load.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
