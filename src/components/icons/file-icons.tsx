import type { IconProps } from '@chakra-ui/react';
import type { FileKind } from '@/lib/file-kind';
import { LineIcon } from './line-icon';

export function DocumentIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="M9 13h6" />
      <path d="M9 17h6" />
    </LineIcon>
  );
}

export function VideoIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3z" />
    </LineIcon>
  );
}

export function AudioIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </LineIcon>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 16V4" />
      <path d="m7 9 5-5 5 5" />
      <path d="M4 16v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </LineIcon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 6h18" />
      <path d="M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2" />
      <path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
      <path d="M10 11v6" />
      <path d="M14 11v6" />
    </LineIcon>
  );
}

export function RemoveIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </LineIcon>
  );
}

export function FileTypeIcon({ type, ...props }: IconProps & { type: FileKind }) {
  if (type === 'video') return <VideoIcon {...props} />;
  if (type === 'audio') return <AudioIcon {...props} />;
  return <DocumentIcon {...props} />;
}
