import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { ErrorState, LoadingState } from '@/components/query-states';
import { userRoleBody } from './user-role-body';
import { OptionSelect } from '@/components/option-select';
import { rolesQuery, usersQuery, useUpdateUserRole } from '../catalogue-queries';

export function UserRole() {
  const { t } = useTranslation();
  const users = useQuery(usersQuery());
  const roles = useQuery(rolesQuery());
  const [userId, setUserId] = useState('');
  const [roleId, setRoleId] = useState('');
  const update = useUpdateUserRole();
  let body;
  if (users.isPending || roles.isPending) body = <LoadingState />;
  else if (users.isError || roles.isError) {
    body = (
      <ErrorState
        message={errorMessage(users.error ?? roles.error, t('catalogue.role.user.loadError'))}
        onRetry={() => {
          void users.refetch();
          void roles.refetch();
        }}
      />
    );
  } else {
    const userList = users.data.data;
    body = (
      <Stack
        as="form"
        aria-labelledby="user-role-heading"
        onSubmit={(event) => {
          event.preventDefault();
          const user = userList.find((candidate) => candidate.id === userId);
          if (user && roleId)
            update.mutate({ params: { path: { id: user.id } }, body: userRoleBody(user, roleId) });
        }}
      >
        <HStack gap="3" wrap="wrap" align="end">
          <OptionSelect
            maxW="xs"
            label={t('catalogue.role.user.user')}
            placeholder={t('catalogue.role.user.chooseUser')}
            options={userList.map((user) => ({
              id: user.id,
              name: `${user.firstName} ${user.lastName} (${user.email})`,
            }))}
            value={userId}
            onChange={(id) => {
              setUserId(id);
              setRoleId(userList.find((user) => user.id === id)?.roleId ?? '');
            }}
          />
          <OptionSelect
            maxW="xs"
            label={t('catalogue.role.user.role')}
            placeholder={t('catalogue.role.assign.chooseRole')}
            options={roles.data.data}
            value={roleId}
            onChange={setRoleId}
          />
          <Button
            type="submit"
            variant="outline"
            disabled={!userId || !roleId}
            loading={update.isPending}
            loadingText={t('catalogue.role.user.submit')}
          >
            {t('catalogue.role.user.submit')}
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack as="section" aria-labelledby="user-role-heading" gap="3">
      <Heading as="h2" size="lg" id="user-role-heading">
        {t('catalogue.role.user.title')}
      </Heading>
      {body}
    </Stack>
  );
}
