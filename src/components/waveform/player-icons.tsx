import { Icon, type IconProps } from '@chakra-ui/react';

// Decorative: the button around each icon carries its name.
export function PlayIcon(props: IconProps) {
  return (
    <Icon boxSize="4" aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5z" />
      </svg>
    </Icon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <Icon boxSize="4" aria-hidden="true" {...props}>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <rect x="5" y="4" width="5" height="16" rx="1" />
        <rect x="14" y="4" width="5" height="16" rx="1" />
      </svg>
    </Icon>
  );
}
