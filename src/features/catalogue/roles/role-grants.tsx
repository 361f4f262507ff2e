import { Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { ErrorState, LoadingState } from '@/components/query-states';
import { changedGrants, draftOf, toggleGrant, type GrantDraft } from './role-grants-state';
import { OptionSelect } from '@/components/option-select';
import { TableFrame } from '@/components/table-frame';
import { actionsQuery, roleGrantsQuery, useAssignRoleAction, useSaveRoleGrants } from '../catalogue-queries';

export function RoleGrants() {
  const { t } = useTranslation();
  const grants = useQuery(roleGrantsQuery());
  const actions = useQuery(actionsQuery());
  const [draft, setDraft] = useState<GrantDraft | null>(null);
  const [roleId, setRoleId] = useState('');
  const [actionId, setActionId] = useState('');
  const save = useSaveRoleGrants(() => setDraft(null));
  const assign = useAssignRoleAction();

  const heading = (
    <Heading as="h2" size="lg" id="role-grants-heading">
      {t('catalogue.role.grants.title')}
    </Heading>
  );
  if (grants.isPending || actions.isPending) {
    return (
      <Stack as="section" aria-labelledby="role-grants-heading" gap="3">
        {heading}
        <LoadingState />
      </Stack>
    );
  }
  if (grants.isError || actions.isError) {
    return (
      <Stack as="section" aria-labelledby="role-grants-heading" gap="3">
        {heading}
        <ErrorState
          message={errorMessage(grants.error ?? actions.error, t('catalogue.role.grants.loadError'))}
          onRetry={() => {
            void grants.refetch();
            void actions.refetch();
          }}
        />
      </Stack>
    );
  }
  const roles = grants.data.data;
  const actionList = actions.data.data;
  const current = draft ?? draftOf(roles);
  const changes = changedGrants(roles, current);
  return (
    <Stack as="section" aria-labelledby="role-grants-heading" gap="4">
      {heading}
      <Text color="fg.muted">{t('catalogue.role.grants.description')}</Text>
      {roles.length === 0 || actionList.length === 0 ? (
        <Text role="status">{t('catalogue.role.grants.empty')}</Text>
      ) : (
        <TableFrame
          caption={t('catalogue.role.grants.title')}
          scroll={{ tabIndex: 0, role: 'region', 'aria-label': t('catalogue.role.grants.title') }}
          columns={[
            { key: 'action', label: t('catalogue.role.grants.action') },
            ...roles.map((role) => ({
              key: `role-${role.roleId}`,
              label: role.roleName,
              align: 'center' as const,
            })),
          ]}
        >
          {actionList.map((action) => (
            <Table.Row key={action.id}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                <Text>{action.name}</Text>
              </Table.Cell>
              {roles.map((role) => (
                <Table.Cell key={role.roleId} textAlign="center">
                  <input
                    type="checkbox"
                    aria-label={t('catalogue.role.grants.toggle', {
                      action: action.name,
                      role: role.roleName,
                    })}
                    checked={(current[role.roleId] ?? []).includes(action.id)}
                    disabled={save.isPending}
                    onChange={(event) =>
                      setDraft(toggleGrant(current, role.roleId, action.id, event.target.checked))
                    }
                  />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </TableFrame>
      )}
      <HStack gap="2">
        <Button
          colorPalette="brand"
          disabled={changes.length === 0}
          loading={save.isPending}
          loadingText={t('catalogue.role.grants.save')}
          onClick={() => save.mutate({ body: { grants: changes } })}
        >
          {t('catalogue.role.grants.save')}
        </Button>
        <Button variant="outline" disabled={changes.length === 0} onClick={() => setDraft(null)}>
          {t('catalogue.role.grants.reset')}
        </Button>
      </HStack>

      <Stack
        as="form"
        gap="3"
        aria-labelledby="role-assign-heading"
        onSubmit={(event) => {
          event.preventDefault();
          if (roleId && actionId) assign.mutate({ body: { roleId, actionId } });
        }}
      >
        <Heading as="h2" size="lg" id="role-assign-heading">
          {t('catalogue.role.assign.title')}
        </Heading>
        <HStack gap="3" wrap="wrap" align="end">
          <OptionSelect
            maxW="xs"
            label={t('catalogue.role.assign.role')}
            placeholder={t('catalogue.role.assign.chooseRole')}
            options={roles.map((role) => ({ id: role.roleId, name: role.roleName }))}
            value={roleId}
            onChange={setRoleId}
          />
          <OptionSelect
            maxW="xs"
            label={t('catalogue.role.assign.action')}
            placeholder={t('catalogue.role.assign.chooseAction')}
            options={actionList}
            value={actionId}
            onChange={setActionId}
          />
          <Button
            type="submit"
            variant="outline"
            disabled={!roleId || !actionId}
            loading={assign.isPending}
            loadingText={t('catalogue.role.assign.submit')}
          >
            {t('catalogue.role.assign.submit')}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
