import { Outlet, ScrollRestoration } from 'react-router';
import { FeatureAvailabilityProvider } from '../../components/ui/feature-availability';
import { SandboxRibbon } from './sandbox-ribbon';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Ribbon, header, page, footer: the frame of every screen. */
export function MainLayout() {
  return (
    <FeatureAvailabilityProvider>
      <div className="app-shell d-flex flex-column min-vh-100">
        <SandboxRibbon />
        <SiteHeader />
        <main className="flex-grow-1" id="main">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <ScrollRestoration />
    </FeatureAvailabilityProvider>
  );
}
