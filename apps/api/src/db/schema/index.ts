export * from './organisation.js';
export * from './access.js';
export * from './auth.js';
export * from './records.js';
export * from './budget.js';
export * from './reports.js';
export * from './uploads.js';
export * from './files.js';
