// The schema is the sum of the modules' schema files: only the server and the schema printer need it whole.
import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './graphql/builder.js';
import './modules/masters/organisation.masters.js';
import './modules/masters/programme-votes.masters.js';
import './modules/masters/access.masters.js';
import './modules/masters/fiscal-years.schema.js';
import './modules/masters/votes.schema.js';
import './modules/menus/menus.schema.js';
import './modules/users/users.schema.js';
import './modules/auth/auth.schema.js';
import './modules/notifications/notifications.schema.js';
import './modules/reports/reports.masters.js';
import './modules/reports/approvers.schema.js';
import './modules/reports/reports.schema.js';
import './modules/reports/delegations.schema.js';
import './modules/reports/deadlines.schema.js';
import './modules/archives/archives.schema.js';
import './modules/attachments/attachments.schema.js';
import './modules/budget/budget.schema.js';
import './modules/budget/virements.schema.js';
import './modules/estimates/estimates.schema.js';
import './modules/performance/performance.schema.js';
import './modules/publications/publications.schema.js';
import './modules/estimates/chart.masters.js';
import './modules/records/records.schema.js';

export const schema = builder.toSchema();
export const printedSchema = () => printSchema(lexicographicSortSchema(schema));
