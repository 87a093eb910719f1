import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { ArrowLeftIcon } from './app-icons';
import { usePageTitle } from './page-title';

export interface PageHeaderProps {
  /** The page's name: its heading and the browser tab's title. */
  title: string;
  /** Shown as the heading instead of the title, e.g. a greeting. */
  heading?: ReactNode;
  headingTestId?: string;
  description?: ReactNode;
  /** An icon beside the heading. */
  icon?: ReactNode;
  /** A link back to where the page is usually reached from. */
  back?: { to: string; label: string; testId: string };
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
}

/** The top of a page: the way back, the heading with its description, and the page's actions. */
export function PageHeader({ title, heading, headingTestId, description, icon, back, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <>
      {back ? (
        <ButtonLink to={back.to} variant="link" className="px-0 mb-3 d-inline-flex align-items-center gap-1" data-testid={back.testId}>
          <ArrowLeftIcon size={16} /> {back.label}
        </ButtonLink>
      ) : null}
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <div className="d-flex align-items-center gap-3">
          {icon ? <span className="page-title-icon">{icon}</span> : null}
          <div>
            <h1 className="h3 mb-1" data-testid={headingTestId}>
              {heading ?? title}
            </h1>
            {description ? <p className="text-body-secondary mb-0">{description}</p> : null}
          </div>
        </div>
        {actions}
      </div>
    </>
  );
}
