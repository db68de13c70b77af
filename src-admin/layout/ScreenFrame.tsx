import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBasename, useDataProvider, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { DEFAULT_PORTAL_NAME } from '../../shared/portal';
import { documentTitle } from '../../shared/pageMeta';
import type { PortalSettings } from '../../shared/types';
import { SCREEN_HEADING_ID } from '../common/screenHeading';
import type { AdminDataProvider } from '../providers/dataProvider';
import { screenTitleKey } from './screens';

/** The name of the screen shown (its h1), for what names itself after it (common/TableRegion). */
const ScreenNameContext = createContext('');
export const useScreenName = () => useContext(ScreenNameContext);

/** Lets an open dialog (an edit form) name itself in the document title while it is open. */
const DialogTitleContext = createContext<(title: string | null) => void>(() => undefined);

/** While the calling dialog is mounted the document title starts with `title`: 'Edytuj ofertę – Oferty – …'. */
export function useDialogDocumentTitle(title: string): void {
  const setDialogTitle = useContext(DialogTitleContext);
  useEffect(() => {
    setDialogTitle(title);
    return () => setDialogTitle(null);
  }, [setDialogTitle, title]);
}

/**
 * The portal's name from its settings (the document titles end with it), read once for the life of the layout; the
 * default name until then, and if they cannot be read (the title is no reason for an error toast).
 */
function usePortalName(): string {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [name, setName] = useState(DEFAULT_PORTAL_NAME);
  useEffect(() => {
    let current = true;
    // A promise around the call: a failure thrown at once falls back to the default name too.
    new Promise<PortalSettings | undefined>((resolve) => resolve(dataProvider.getSettings())).then(
      (settings) => current && settings?.portal_name && setName(settings.portal_name),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return name;
}

/**
 * Every screen of the back office starts the same way inside the main content: its h1, named after the screen the
 * address shows, and a document title of its own ('Użytkownicy – Panel administracyjny – {portal}', WCAG 2.4.2).
 * Going to another screen focuses the h1 and announces the screen in a live region.
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const portal = usePortalName();
  const [dialogTitle, setDialogTitle] = useState<string | null>(null);
  const screen = translate(screenTitleKey(pathname.slice(basename.length)));
  const panel = translate('admin.layout.title');

  useEffect(() => {
    const page = dialogTitle ? `${dialogTitle} – ${screen}` : screen;
    document.title = documentTitle(`${page} – ${panel}`, portal);
  }, [dialogTitle, screen, panel, portal]);

  // Moving to another screen moves focus to its heading and says which screen opened, as a page load would (a
  // screen reader otherwise stays on the menu link, silent). The first screen keeps the browser's own start.
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    document.getElementById(SCREEN_HEADING_ID)?.focus();
    setAnnouncement(translate('admin.layout.screen_opened', { screen }));
  }, [pathname, screen, translate]);

  const setTitle = useCallback((title: string | null) => setDialogTitle(title), []);
  const value = useMemo(() => setTitle, [setTitle]);
  return (
    <ScreenNameContext.Provider value={screen}>
      <DialogTitleContext.Provider value={value}>
        <Typography id={SCREEN_HEADING_ID} component="h1" variant="h5" tabIndex={-1} sx={{ pt: 2, pb: 1 }}>
          {screen}
        </Typography>
        <Box role="status" sx={visuallyHidden}>
          {announcement}
        </Box>
        {children}
      </DialogTitleContext.Provider>
    </ScreenNameContext.Provider>
  );
}
