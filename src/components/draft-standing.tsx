import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Which version of an agent callers get, and whether what is on screen is not published yet. */
export function DraftStanding({ standing }: { standing: { live: number | null; changed: boolean } }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge variant="subtle" colorPalette={standing.live === null ? 'gray' : 'green'}>
        {standing.live === null
          ? t('agents.versions.neverPublished')
          : t('agents.versions.live', { number: standing.live })}
      </Badge>
      {standing.changed && standing.live !== null && (
        <Badge variant="subtle" colorPalette="orange">
          {t('agents.versions.unpublished')}
        </Badge>
      )}
    </>
  );
}
