import { Badge, Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { languageName, type AgentTemplate } from './template-model';

export function TemplatePreview({ template, voiceName }: { template: AgentTemplate; voiceName: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const headingId = `template-preview-${template.id}`;

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="bg.subtle"
    >
      <Heading as="h3" size="sm" id={headingId}>
        {t('agents.templates.previewTitle', { name: template.name })}
      </Heading>
      <Text fontSize="sm">{template.description}</Text>
      <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
        <Fact label={t('agents.create.direction')} value={t(`agents.direction.${template.direction}`)} />
        <Fact label={t('agents.templates.language')} value={languageName(template.language, locale)} />
        <Fact label={t('agents.create.voice')} value={voiceName} />
      </Grid>
      <PreviewText label={t('agents.templates.globalPrompt')} text={template.global_prompt} />
      <PreviewText label={t('agents.templates.voiceMail')} text={template.voiceMail} />
      <Stack gap="1">
        <Text fontWeight="semibold" fontSize="sm">
          {t('agents.templates.functions', { count: template.functions.length })}
        </Text>
        {template.functions.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('agents.templates.noFunctions')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
            {template.functions.map((fn) => (
              <li key={fn.name}>
                <HStack gap="2" wrap="wrap">
                  <Text as="span" fontFamily="mono">
                    {fn.name}
                  </Text>
                  <Badge size="sm" variant="subtle">
                    {t(`functions.types.${fn.type}`)}
                  </Badge>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {fn.description}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {template.functions.length > 0 && (
          <Text fontSize="xs" color="fg.muted">
            {t('agents.templates.functionsHint')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

function PreviewText({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      <Box
        fontSize="sm"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        maxH="8rem"
        overflowY="auto"
        tabIndex={0}
        aria-label={label}
        borderWidth="1px"
        borderRadius="sm"
        p="2"
        bg="bg.panel"
      >
        {text.trim() ? (
          text
        ) : (
          <Text as="span" color="fg.muted">
            {t('agents.templates.none')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </>
  );
}
