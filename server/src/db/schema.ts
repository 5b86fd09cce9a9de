/** Every table, for the typed drizzle client. Tables live beside their feature (modules/<f>/<f>.table.ts). */
export * from '../modules/auth/auth.table';
export * from '../modules/billing/billing.table';
export * from '../modules/contact/contact.table';
export * from '../modules/licenses/licenses.table';
export * from '../modules/live/live.table';
export * from '../modules/lookups/lookups.table';
export * from '../modules/market/market.table';
export * from '../modules/quizzes/quizzes.table';
export * from '../modules/taking/taking.table';
export * from '../modules/uploads/uploads.table';
