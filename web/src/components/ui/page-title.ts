import { useEffect } from 'react';
import { useBrandName } from '../../config/runtime-config-context';

/** Names the browser tab after the page shown, e.g. "Dashboard · Sandbank"; the brand alone when `title` is null. */
export function usePageTitle(title: string | null): void {
  const brandName = useBrandName();
  useEffect(() => {
    document.title = title ? `${title} · ${brandName}` : brandName;
  }, [title, brandName]);
}
