import { Badge, Box, Button, Field, Heading, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { $api } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import { ErrorState, LoadingState } from '@/components/query-states';
import { notify } from '@/components/toaster';
import type { Company } from './registry/company';
import { InfoDialog } from '@/components/info-dialog';
import { OptionSelect } from '@/components/option-select';

type UserCreate = components['schemas']['UserCreateInput'];
type Language = NonNullable<UserCreate['language']>;
type SpacePlanInfo = components['schemas']['SpacePlanInfo'];

export interface NewUserValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  roleId: string;
  language: Language;
  password: string;
}
type NewUserField = keyof NewUserValues;
type Problem = 'required' | 'invalid';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[1-9]\d{1,14}$/;
const LANGUAGES: readonly Language[] = ['en', 'es'];
/** The users shown: one page of the contract's largest size. */
const USERS_PAGE = 200;

const emptyUser = (): NewUserValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  roleId: '',
  language: 'en',
  password: '',
});

/** What is wrong with a new user as typed (the rules of `UserCreateInput`), by field. */
export function newUserProblems(values: NewUserValues): Partial<Record<NewUserField, Problem>> {
  const problems: Partial<Record<NewUserField, Problem>> = {};
  if (values.firstName.trim() === '') problems.firstName = 'required';
  if (values.lastName.trim() === '') problems.lastName = 'required';
  const email = values.email.trim();
  if (email === '') problems.email = 'required';
  else if (!EMAIL.test(email) || email.length > 254) problems.email = 'invalid';
  const phone = values.phone.trim();
  if (phone !== '' && !PHONE.test(phone)) problems.phone = 'invalid';
  if (values.roleId === '') problems.roleId = 'required';
  if (values.password === '') problems.password = 'required';
  else if (values.password.length < 8 || values.password.length > 128) problems.password = 'invalid';
  return problems;
}

/** The body of `POST /users/` for a valid new user of `companyId`. */
export function newUserBody(companyId: string, values: NewUserValues): UserCreate {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    roleId: values.roleId,
    language: values.language,
    password: values.password,
    company: companyId,
  };
}

const count = (value: number) => (Number.isFinite(value) ? String(Math.round(value * 10) / 10) : '—');

function Usage({ info }: { info: SpacePlanInfo }) {
  const { t, i18n } = useTranslation();
  const renews = new Date(info.renewsAt);
  const rows: [string, string][] = [
    [t('catalogue.company.users.usage.plan'), info.planName],
    [
      t('catalogue.company.users.usage.minutes'),
      t('catalogue.company.users.usage.of', {
        used: count(info.minutesUsed),
        limit: count(info.minutesIncluded),
      }),
    ],
    [
      t('catalogue.company.users.usage.agents'),
      t('catalogue.company.users.usage.of', { used: count(info.agentsUsed), limit: count(info.agentsLimit) }),
    ],
    [
      t('catalogue.company.users.usage.seats'),
      t('catalogue.company.users.usage.of', { used: count(info.seatsUsed), limit: count(info.seats) }),
    ],
    [
      t('catalogue.company.users.usage.renews'),
      Number.isNaN(renews.getTime()) ? '—' : renews.toLocaleDateString(i18n.language),
    ],
  ];
  return (
    <SimpleGrid as="dl" columns={2} gapX="4" gapY="1" maxW="md">
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <Text as="dt" color="fg.muted">
            {term}
          </Text>
          <Text as="dd" fontWeight="medium" wordBreak="break-word">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

const fieldSpecs: readonly {
  name: Exclude<NewUserField, 'roleId' | 'language'>;
  type: string;
  maxLength: number;
}[] = [
  { name: 'firstName', type: 'text', maxLength: 100 },
  { name: 'lastName', type: 'text', maxLength: 100 },
  { name: 'email', type: 'email', maxLength: 254 },
  { name: 'phone', type: 'tel', maxLength: 16 },
  { name: 'password', type: 'password', maxLength: 128 },
];

/**
 * The users of `company` (`POST /users/list` filtered by company), its plan and usage
 * (`POST /getUserSpacePlanInfo`), and a form adding a user to it (`POST /users/`).
 */
export function CompanyUsersDialog({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const usage = $api.useQuery('post', '/getUserSpacePlanInfo', { body: { companyId: company.id } });
  const users = $api.useQuery('post', '/users/list', {
    body: { company: company.id, pageIndex: 0, pageSize: USERS_PAGE, sortBy: 'createdAt', sortOrder: 'desc' },
  });
  const roles = $api.useQuery('get', '/roles');
  const [values, setValues] = useState<NewUserValues>(emptyUser);
  const [checked, setChecked] = useState(false);
  const controls = useRef<Partial<Record<NewUserField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const problems = checked ? newUserProblems(values) : {};
  const create = $api.useMutation('post', '/users/', {
    onSuccess: async (result) => {
      notify('success', result.message ?? t('catalogue.company.users.add.done'));
      setValues(emptyUser());
      setChecked(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['post', '/users/list'] }),
        queryClient.invalidateQueries({ queryKey: ['post', '/getUserSpacePlanInfo'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/company'] }),
      ]);
    },
    onError: (error) => notify('error', errorMessage(error, t('catalogue.company.users.add.error'))),
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setChecked(true);
    const found = newUserProblems(values);
    const first = (Object.keys(found) as NewUserField[])[0];
    if (first) {
      controls.current[first]?.focus();
      return;
    }
    create.mutate({ body: newUserBody(company.id, values) });
  };

  const problemText = (name: NewUserField) => {
    const problem = problems[name];
    return problem ? t(`catalogue.company.users.add.validation.${name}.${problem}`) : null;
  };

  let usageBody;
  if (usage.isPending) usageBody = <LoadingState />;
  else if (usage.isError)
    usageBody = (
      <ErrorState
        message={errorMessage(usage.error, t('catalogue.company.users.usage.loadError'))}
        onRetry={() => void usage.refetch()}
      />
    );
  else usageBody = <Usage info={usage.data.data} />;

  let usersBody;
  if (users.isPending) usersBody = <LoadingState />;
  else if (users.isError)
    usersBody = (
      <ErrorState
        message={errorMessage(users.error, t('catalogue.company.users.list.loadError'))}
        onRetry={() => void users.refetch()}
      />
    );
  else if (users.data.data.data.length === 0)
    usersBody = (
      <Text role="status" color="fg.muted">
        {t('catalogue.company.users.list.empty')}
      </Text>
    );
  else {
    const page = users.data.data;
    usersBody = (
      <Stack gap="2">
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="md"
          maxH="18rem"
          tabIndex={0}
          role="region"
          aria-label={t('catalogue.company.users.list.caption', { name: company.name })}
        >
          <Table.Root size="sm">
            <Table.Caption srOnly>
              {t('catalogue.company.users.list.caption', { name: company.name })}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('catalogue.company.users.list.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('catalogue.company.users.list.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('catalogue.company.users.list.role')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('catalogue.company.users.list.status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.data.map((user) => (
                <Table.Row key={user.id}>
                  <Table.Cell>{`${user.firstName} ${user.lastName}`}</Table.Cell>
                  <Table.Cell wordBreak="break-all">{user.email}</Table.Cell>
                  <Table.Cell>{user.role}</Table.Cell>
                  <Table.Cell>
                    <Badge variant="subtle">
                      {t(`catalogue.company.users.status.${user.status}`, { defaultValue: user.status })}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {page.total > page.data.length && (
          <Text fontSize="sm" color="fg.muted">
            {t('catalogue.company.users.list.more', { shown: page.data.length, total: page.total })}
          </Text>
        )}
      </Stack>
    );
  }

  const roleOptions = (roles.data?.data ?? []).filter((role) => role.name !== 'super_admin');

  return (
    <InfoDialog
      title={t('catalogue.company.users.title', { name: company.name })}
      onClose={onClose}
      width="48rem"
      scrollInside
      closeButton
    >
      <Stack as="section" aria-labelledby="company-usage-heading" gap="2">
        <Heading as="h3" size="md" id="company-usage-heading">
          {t('catalogue.company.users.usage.title')}
        </Heading>
        {usageBody}
      </Stack>
      <Stack as="section" aria-labelledby="company-users-heading" gap="2">
        <Heading as="h3" size="md" id="company-users-heading">
          {t('catalogue.company.users.list.title')}
        </Heading>
        {usersBody}
      </Stack>
      <Stack as="section" aria-labelledby="company-add-user-heading" gap="3">
        <Heading as="h3" size="md" id="company-add-user-heading">
          {t('catalogue.company.users.add.title')}
        </Heading>
        <form noValidate onSubmit={submit} aria-labelledby="company-add-user-heading">
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              {fieldSpecs.map((field) => (
                <Field.Root
                  key={field.name}
                  required={field.name !== 'phone'}
                  invalid={problems[field.name] !== undefined}
                >
                  <Field.Label>
                    {t(`catalogue.company.users.add.fields.${field.name}`)}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    ref={(element) => {
                      controls.current[field.name] = element;
                    }}
                    type={field.type}
                    autoComplete={field.name === 'password' ? 'new-password' : 'off'}
                    maxLength={field.maxLength}
                    value={values[field.name]}
                    disabled={create.isPending}
                    onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  />
                  <Field.ErrorText>{problemText(field.name)}</Field.ErrorText>
                </Field.Root>
              ))}
              <Field.Root
                required
                invalid={problems.roleId !== undefined || roles.isError}
                disabled={roles.isPending || create.isPending}
              >
                <Field.Label>
                  {t('catalogue.company.users.add.fields.roleId')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <OptionSelect
                  selectRef={(element) => {
                    controls.current.roleId = element;
                  }}
                  placeholder={
                    roles.isPending ? t('common.loading') : t('catalogue.company.users.add.chooseRole')
                  }
                  options={roleOptions}
                  value={values.roleId}
                  onChange={(roleId) => setValues({ ...values, roleId })}
                />
                <Field.ErrorText>
                  {problemText('roleId') ??
                    (roles.isError ? t('catalogue.company.users.add.rolesError') : null)}
                </Field.ErrorText>
              </Field.Root>
              <Field.Root disabled={create.isPending}>
                <Field.Label>{t('catalogue.company.users.add.fields.language')}</Field.Label>
                <OptionSelect
                  options={LANGUAGES.map((language) => ({
                    id: language,
                    name: t(`catalogue.company.users.languages.${language}`),
                  }))}
                  value={values.language}
                  onChange={(language) => setValues({ ...values, language: language === 'es' ? 'es' : 'en' })}
                />
              </Field.Root>
            </SimpleGrid>
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={create.isPending}>
              {t('catalogue.company.users.add.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </InfoDialog>
  );
}
