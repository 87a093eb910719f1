import type { ComponentType, ReactNode } from 'react';
import { NavLink } from 'react-router';

/** One section of the back office: its entry in the sidebar and the screen at its path. */
export interface AdminSectionLink {
  /** Names its test ids: `admin-nav-<name>`. */
  name: string;
  label: string;
  path: string;
  icon: (props: { size?: number }) => ReactNode;
  /** A count beside the label (e.g. requests waiting), drawn by the feature that knows it. */
  badge?: ComponentType;
}

/** The sections as a list of links; with `iconsOnly` each shows its icon and names itself to assistive technology. */
export function AdminNav({
  sections,
  iconsOnly = false,
  testIdPrefix,
  onNavigate,
}: {
  sections: readonly AdminSectionLink[];
  iconsOnly?: boolean;
  testIdPrefix: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className="nav nav-pills flex-column gap-1 admin-nav">
      {sections.map(({ name, label, path, icon: Icon, badge: SectionBadge }) => (
        <li className="nav-item" key={path}>
          <NavLink
            to={path}
            end
            className="nav-link d-flex align-items-center gap-2"
            title={iconsOnly ? label : undefined}
            aria-label={iconsOnly ? label : undefined}
            onClick={onNavigate}
            data-testid={`${testIdPrefix}${name}`}
          >
            <Icon size={18} />
            {iconsOnly ? null : <span>{label}</span>}
            {SectionBadge && !iconsOnly ? <SectionBadge /> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
