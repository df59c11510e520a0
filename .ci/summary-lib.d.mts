export function summarize(
  vitest: object | null,
  playwright: object | null,
  floors?: { postgres?: number; redis?: number },
): { lines: string[]; ok: boolean };
