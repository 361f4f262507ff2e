import { HStack, RadioGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentAvatar } from './agent-avatar';
import type { Agent } from '../agent-types';
import { FormDialog } from '@/components/form-dialog';
import { avatarLabel, stockAvatars } from './stock-avatars';

export interface AvatarDialogProps {
  agent: Pick<Agent, 'id' | 'name' | 'avatar'>;
  onClose: () => void;
  submitting: boolean;
  onChange: (id: string, avatar: string) => Promise<boolean>;
}

export function AvatarDialog({ agent, onClose, submitting, onChange }: AvatarDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(agent.avatar);
  const options =
    stockAvatars.includes(agent.avatar) || !agent.avatar ? stockAvatars : [agent.avatar, ...stockAvatars];

  const submit = async () => {
    if (await onChange(agent.id, value)) onClose();
  };

  return (
    <FormDialog
      onClose={onClose}
      title={t('agents.avatar.title')}
      submitLabel={t('agents.avatar.submit')}
      submitting={submitting}
      onSubmit={() => void submit()}
    >
      <RadioGroup.Root
        value={value}
        onValueChange={(details) => setValue(details.value ?? '')}
        aria-label={t('agents.avatar.title')}
        colorPalette="brand"
      >
        <Stack gap="3">
          {['', ...options].map((path) => {
            const label = path ? avatarLabel(path) : t('agents.avatar.none');
            return (
              <RadioGroup.Item key={path || 'none'} value={path}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <HStack gap="3">
                    <AgentAvatar name={path ? label : agent.name} avatar={path} size="sm" />
                    {label}
                  </HStack>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            );
          })}
        </Stack>
      </RadioGroup.Root>
    </FormDialog>
  );
}
