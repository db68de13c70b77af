import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { FocusKeeper } from '../common/FocusKeeper';
import { SessionTimeoutWarning } from '../session/SessionTimeoutDialog';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';
import { ScreenFrame } from './ScreenFrame';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      <FocusKeeper />
      <SessionTimeoutWarning />
      <ScreenFrame>{children}</ScreenFrame>
    </Layout>
  );
}
