/** Every table of every domain, gathered for Drizzle (queries and drizzle-kit migrations). */
export * from '../domains/users/users.schema';
export * from '../domains/accounts/accounts.schema';
export * from '../domains/auth/auth.schema';
export * from '../domains/settings/settings.schema';
export * from '../domains/dictionaries/dictionaries.schema';
