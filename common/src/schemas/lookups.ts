import { z } from 'zod';

export const namedItem = z.object({ id: z.number(), name: z.string() });
export type NamedItem = z.infer<typeof namedItem>;

export const latexCommand = z.object({
  id: z.number(),
  command: z.string(),
  symbol: z.string(),
  example: z.string(),
});
export const latexCategory = z.object({ id: z.number(), name: z.string(), commands: z.array(latexCommand) });
export type LatexCategory = z.infer<typeof latexCategory>;

export const faqEntry = z.object({ id: z.number(), title: z.string(), text: z.string() });
export const faqCategory = z.object({ id: z.number(), name: z.string(), entries: z.array(faqEntry) });
export type FaqCategory = z.infer<typeof faqCategory>;

export const termsSection = z.object({ id: z.number(), title: z.string(), text: z.string() });
export type TermsSection = z.infer<typeof termsSection>;

/** GET /api/countries/: ISO 3166-1 alpha-2 code -> name in the request's language (English: the seed's). */
export const countriesSchema = z.record(z.string(), z.string());

/** GET /api/config: what the SPA needs to know about this server. */
export const serverConfigSchema = z.object({
  back_url: z.string(),
  public_url: z.string(),
  /** 'sandbox': test mode, no real payment (the web labels every billing page); 'none': checkout is refused. */
  payment_provider: z.enum(['sandbox', 'stripe', 'none']),
  currencies: z.array(z.string()),
  pro_price: z.number(),
  version: z.string(),
});
export type ServerConfig = z.infer<typeof serverConfigSchema>;

/**
 * GET /api/legal: the operator's legal notice, from the server's configuration (LEGAL_* variables).
 * Each field is null when the operator has not set it; `address` holds one entry per line.
 */
export const legalNoticeSchema = z.object({
  name: z.string().nullable(),
  address: z.array(z.string()),
  responsible: z.string().nullable(),
  email: z.string().nullable(),
  registry: z.string().nullable(),
  host: z.string().nullable(),
});
export type LegalNotice = z.infer<typeof legalNoticeSchema>;

/** The legal notice's labels in the request's language (GET /api/legal's `labels`). */
export const legalLabelsSchema = z.object({
  title: z.string(),
  company: z.string(),
  address: z.string(),
  responsible: z.string(),
  contact: z.string(),
  registry: z.string(),
  host: z.string(),
  not_filled_in: z.string(),
  disclaimer: z.string(),
});
/** GET /api/legal: the operator's details and, in the request's language, the page's labels. */
export const legalNoticeResponse = legalNoticeSchema.extend({ labels: legalLabelsSchema });
