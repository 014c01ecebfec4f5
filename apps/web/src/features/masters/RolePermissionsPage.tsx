import { useState } from 'react';
import { useKeyedState } from '../../lib/useKeyedState';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { Alert, Button, Card, Checkbox, Empty, Select, Space } from 'antd';
import { useT } from '../../i18n';
import { toastSuccess } from '../../lib/toast';
import { useFailure } from '../../i18n/errors';

const DATA = graphql(`query RoleMenuData { roles { Role_ID Title Status } mainMenus { Main_Menu_ID Main_Menu_Name Process_Area }
  subMenus { Sub_Menu_ID Main_Menu_ID Sub_Menu_Name Sub_Menu_Path Status } }`);
const GRANTS = graphql(`query RoleMenus($id: Int!) { roleMenus(Role_ID: $id) { Sub_Menu_ID } }`);
const SAVE = graphql(`mutation SetRoleMenus($id: Int!, $ids: [Int!]!) { setRoleMenus(Role_ID: $id, Sub_Menu_IDs: $ids) { Sub_Menu_ID } }`);

interface SubMenu { Sub_Menu_ID: number; Main_Menu_ID: number; Sub_Menu_Name: string; Sub_Menu_Path: string; Status: boolean }

/** Which sub-menus a role may open: the server enforces the same list on every GraphQL field. */
export function RolePermissionsPage() {
  const t = useT();
  const fail = useFailure();
  const [roleId, setRoleId] = useState<number | null>(null);
  const [{ data }] = useQuery({ query: DATA });
  const [{ data: grants }] = useQuery({ query: GRANTS, variables: { id: roleId ?? 0 }, pause: roleId == null, requestPolicy: 'network-only' });
  const [{ fetching }, save] = useMutation(SAVE);
  // What the role holds, until the boxes are changed; a new answer from the server starts over.
  const [checked, setChecked] = useKeyedState(grants, (g) => g?.roleMenus.map((x) => x.Sub_Menu_ID) ?? []);

  const subs: SubMenu[] = data?.subMenus ?? [];
  const submit = async () => {
    if (roleId == null) return;
    const r = await save({ id: roleId, ids: checked });
    if (r.error) fail(r.error);
    else toastSuccess(t('COMMON.SAVED'));
  };
  return (
    <Card>
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <Alert type="info" showIcon title={t('COMMON.PERMISSIONS_HINT')} />
        <Select aria-label={t('COMMON.SELECT_ROLE')} style={{ width: 360 }} placeholder={t('COMMON.SELECT_ROLE')} value={roleId ?? undefined} onChange={setRoleId}
          options={(data?.roles ?? []).map((r) => ({ value: r.Role_ID, label: r.Title }))} />
        {roleId == null ? <Empty description={t('COMMON.SELECT_ROLE')} /> : (
          <>
            <div className="permission-grid">
              {(data?.mainMenus ?? []).map((m) => (
                <Card key={m.Main_Menu_ID} size="small" title={t(`MAIN.${m.Main_Menu_Name}`)}>
                  <Checkbox.Group value={checked} onChange={(v) => setChecked([...checked.filter((id) => !subs.some((s) => s.Sub_Menu_ID === id && s.Main_Menu_ID === m.Main_Menu_ID)), ...(v)])}
                    options={subs.filter((s) => s.Main_Menu_ID === m.Main_Menu_ID).map((s) => ({
                      value: s.Sub_Menu_ID, label: `${t(`PAGE.${s.Sub_Menu_Path}`) === `PAGE.${s.Sub_Menu_Path}` ? s.Sub_Menu_Name : t(`PAGE.${s.Sub_Menu_Path}`)} (${s.Sub_Menu_Path})`,
                    }))} className="permission-list" />
                </Card>
              ))}
            </div>
            <Button type="primary" loading={fetching} onClick={submit}>{t('COMMON.SAVE')}</Button>
          </>
        )}
      </Space>
    </Card>
  );
}
