import { useEffect } from 'react';
import { useSettings } from './settings/get-settings.ts';

/** Sets the document title to 'page | company'. */
export function usePageTitle(title: string): void {
  const company = useSettings().COMPANY;
  useEffect(() => {
    document.title = company ? `${title} | ${company}` : title;
  }, [title, company]);
}
