export * from './errors.js';
export * from './auth-rules.js';
export * from './auth-schemas.js';
export * from './fiscal-year.js';
export * from './format.js';
export * from './menu-paths.js';
export * from './enums.js';
export * from './uploads.js';
