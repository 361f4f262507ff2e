import { Link } from '@tanstack/react-router';

interface Props {
  question: string;
  action: string;
  to: '/login' | '/signup';
}

export function AuthSwitch({ question, action, to }: Props) {
  return (
    <p className="auth-switch">
      {question}{' '}
      <Link to={to} className="auth-link">
        {action}
      </Link>
    </p>
  );
}
