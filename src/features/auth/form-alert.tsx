import type { ReactNode } from 'react';

export function FormAlert({
  status = 'error',
  children,
}: {
  status?: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <div className="auth-alert" data-status={status} role={status === 'error' ? 'alert' : 'status'}>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        {status === 'error' ? (
          <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z" />
        ) : (
          <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7z" />
        )}
      </svg>
      <div>{children}</div>
    </div>
  );
}
