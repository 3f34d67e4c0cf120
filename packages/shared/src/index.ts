// First: configures zod before any schema below is built.
import './zod-setup.js';
export * from './common/enums.js';
export * from './common/messages.js';
export * from './common/errors.js';
export * from './common/money.js';
export * from './common/currencies.js';
export * from './common/dates.js';
export * from './common/text.js';
export * from './common/list-query.js';
export * from './common/ids.js';
export * from './india/states-districts.js';
export * from './india/languages.js';
export * from './auth/auth.constants.js';
export * from './auth/auth.schemas.js';
export * from './users/users.schemas.js';
export * from './dashboard/dashboard.schemas.js';
