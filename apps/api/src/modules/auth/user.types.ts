import type { userTypes, users } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { batch } from '../../graphql/loaders.js';
import { AUDIT_FIELDS, objectType } from '../../graphql/object-type.js';
import { userTypesByIds } from './auth.repo.js';

export type UserRow = typeof users.$inferSelect;

const UserTypeInfo = builder.objectRef<typeof userTypes.$inferSelect>('UserTypeInfo').implement({
  fields: (t) => ({ User_Type_ID: t.exposeInt('id'), User_Type_Name: t.exposeString('name') }),
});

/** SPEC.md "User"; never exposes password material. */
export const UserRef = objectType('User', {
  User_ID: ['id', 'Int'], User_Name: ['userName', 'String'], First_Name: ['firstName', 'String'], Last_Name: ['lastName', 'String'],
  Email: ['email', 'String'], Mobile_Number: ['mobileNumber', 'String', true], Occupation: ['occupation', 'String', true],
  Status: ['status', 'Boolean'], Is_Locked: ['isLocked', 'Boolean'], Is_Temp_Password: ['isTempPassword', 'Boolean'],
  Multi_Login: ['multiLogin', 'Boolean'], Notify_By: ['notifyBy', 'String'], Role_ID: ['roleId', 'Int', true], Vote_ID: ['voteId', 'Int', true], SEPC_ID: ['sepcId', 'Int', true],
  ...AUDIT_FIELDS,
});

/** A list of users looks their types up in one query (graphql/loaders.ts). */
const userTypeById = batch(async (db, ids: readonly number[]) => {
  const byId = new Map((await userTypesByIds(db, ids)).map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
});

builder.objectFields(UserRef, (t) => ({
  User_Type_ID: t.field({
    type: UserTypeInfo, nullable: true,
    resolve: (u, _a, { loaders }) => (u.userTypeId == null ? null : loaders.of(userTypeById).load(Number(u.userTypeId))),
  }),
}));
