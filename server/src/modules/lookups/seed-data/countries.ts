/** ISO 3166-1 alpha-2 codes with English short names. */
export const COUNTRIES: Record<string, string> = { CH: 'Switzerland', FR: 'France' };
