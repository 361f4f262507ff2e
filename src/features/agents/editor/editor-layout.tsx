import { Box, Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EditorLayoutProps {
  profile: ReactNode;
  description: ReactNode;
  voiceMail: ReactNode;
  globalPrompt: ReactNode;
  behaviour?: ReactNode;
  functions: ReactNode;
  knowledge: ReactNode;
  test: ReactNode;
}

export function EditorLayout(props: EditorLayoutProps) {
  return (
    <Grid
      templateColumns={{
        base: 'minmax(0, 1fr)',
        lg: 'minmax(0, 3fr) minmax(0, 2fr)',
        xl: 'minmax(0, 4fr) minmax(0, 3fr) minmax(0, 4fr)',
      }}
      // On laptops the texts span both rows; the second row takes their extra height, so the
      // test panel sits right under functions and knowledge.
      templateRows={{ lg: 'auto 1fr', xl: 'auto' }}
      gap="5"
      alignItems="start"
    >
      <Stack gap="5" gridRow={{ lg: 'span 2', xl: 'auto' }}>
        {props.profile}
        {props.description}
        {props.voiceMail}
        {props.globalPrompt}
        {props.behaviour}
      </Stack>
      <Stack gap="5">
        {props.functions}
        {props.knowledge}
      </Stack>
      <Box minW="0">{props.test}</Box>
    </Grid>
  );
}
