import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { didsQuery } from '../agents-queries';
import { diffCounts } from '../sections/line-diff';
import { PromptDiffView } from '../sections/prompt-diff-view';
import { versionDiff, type VersionContent } from './version-diff';

/** Field by field, what `after` changes of `before`: lines marked by a sign and a word, not only colour. */
export function VersionDiffView({
  before,
  after,
}: {
  before: VersionContent | undefined;
  after: VersionContent;
}) {
  const { t } = useTranslation();
  // A number shows as dialled; one no longer the company's, by its id.
  const numbers = useQuery({
    ...didsQuery(),
    select: (response) => new Map(response.data.data.map((did) => [did.id, did.number])),
  });
  const fields = versionDiff(before, after, (didId) => numbers.data?.get(didId) ?? didId);
  if (fields.length === 0) return <Text color="fg.muted">{t('agents.versions.noDifferences')}</Text>;
  return (
    <Stack gap="4">
      {fields.map(({ field, lines }) => {
        const label = t(`agents.versions.fields.${field}`);
        const counts = diffCounts(lines);
        return (
          <Stack key={field} gap="1" as="section" aria-label={label}>
            <Heading as="h3" size="sm">
              {label}{' '}
              <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm">
                {t('agents.versions.lineCounts', { added: counts.added, removed: counts.removed })}
              </Text>
            </Heading>
            <PromptDiffView lines={lines} label={label} />
          </Stack>
        );
      })}
    </Stack>
  );
}
