/** Every table of every domain, gathered for Drizzle (queries and drizzle-kit migrations). */
export * from '../domains/users/users.schema';
export * from '../domains/accounts/accounts.schema';
export * from '../domains/auth/auth.schema';
export * from '../domains/settings/settings.schema';
export * from '../domains/dictionaries/dictionaries.schema';
export * from '../domains/tariffs/tariffs.schema';
export * from '../domains/listings/listings.schema';
export * from '../domains/favorites/favorites.schema';
export * from '../domains/slides/slides.schema';
export * from '../domains/payments/payments.schema';
export * from '../domains/ledger/ledger.schema';
export * from '../domains/notifications/notifications.schema';
export * from '../domains/reviews/reviews.schema';
export * from '../domains/restrictions/restrictions.schema';
export * from '../domains/complaints/complaints.schema';
export * from '../events/outbox.schema';
export * from '../idempotency/idempotency.schema';
