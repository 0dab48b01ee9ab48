import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import './auth.css';

/** The centred card the login and sign-up pages share. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="page auth-page">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {description ? <p className="auth-card__description">{description}</p> : null}
        {children}
      </section>
    </div>
  );
}
