import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { t } from '../i18n';

interface PageTitleState {
  title: string;
  setTitle(title: string): void;
}

const PageTitleContext = createContext<PageTitleState | null>(null);

/** Holds the current page's title for the header and `document.title`. */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  return <PageTitleContext.Provider value={{ title, setTitle }}>{children}</PageTitleContext.Provider>;
}

/** A page names itself; the layout's header shows it and the tab title follows. */
export function usePageTitle(title: string): void {
  const setTitle = useContext(PageTitleContext)?.setTitle;
  useEffect(() => {
    setTitle?.(title);
    document.title = t('app.documentTitle', { title });
  }, [setTitle, title]);
}

export function useCurrentPageTitle(): string {
  return useContext(PageTitleContext)?.title ?? '';
}
