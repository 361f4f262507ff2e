import type { ReactNode } from 'react';

interface Props {
  type?: 'submit' | 'button';
  variant?: 'solid' | 'outline';
  loading?: boolean;
  loadingText?: string;
  onClick?: () => void;
  children: ReactNode;
}

export function AuthButton({
  type = 'button',
  variant = 'solid',
  loading = false,
  loadingText,
  onClick,
  children,
}: Props) {
  return (
    <button
      type={type}
      className="auth-button"
      data-variant={variant}
      data-loading={loading ? '' : undefined}
      disabled={loading}
      onClick={onClick}
    >
      {loading ? (
        <>
          <span className="auth-spinner" aria-hidden="true" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
