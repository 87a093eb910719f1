import type { ComponentType } from 'react';
import type { AdminSectionLink } from '../../../features/admin-shell/components/admin-nav';

/*
 * The shapes the back office's frame and its screens share, in a file of their own: the section
 * list (sections.tsx) imports the screens, and a screen (the overview) reads the list through the
 * layout's outlet context, so neither may import the other for a type.
 */

/** One section of the back office: its link in the sidebar and menu, and the screen it shows. */
export interface AdminSection extends AdminSectionLink {
  /** The screen at `path`. */
  screen: ComponentType;
  /** Offered among the overview's quick actions, with this label. */
  quickAction?: string;
}

/** What the layout hands its screens (react-router's outlet context). */
export interface AdminOutletContext {
  sections: readonly AdminSection[];
}
