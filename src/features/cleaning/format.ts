/** Figures of the stats tab in the language's way ('1 234,5' in Czech, '1,234.5' in English), at most one decimal as the server sends. */
export const formatFigure = (value: number, lng: string) => new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(value);
