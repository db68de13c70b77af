import { CircularProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AdminTools } from './AdminTools';
import { FailedEmails } from './FailedEmails';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';
import { useAdminQuery } from './useAdminQuery';

const RECENT_ENTRIES = 10;

/** Przegląd: real figures and real recent activity. */
export default function Overview() {
  const translate = useTranslate();
  const stats = useAdminQuery((dataProvider) => dataProvider.getStats());
  const activity = useAdminQuery((dataProvider) => dataProvider.getAuditLog({ page: 1, perPage: RECENT_ENTRIES }));
  const loading = <CircularProgress aria-label={translate('ra.page.loading')} />;
  const failed = <Typography>{translate('admin.overview.loading_error')}</Typography>;
  return (
    <Stack spacing={4} sx={{ py: 2 }}>
      <Title title={translate('admin.overview.title')} />
      {stats.status === 'loading' ? (
        loading
      ) : stats.status === 'error' ? (
        failed
      ) : (
        <>
          <StatCards stats={stats.data} />
          <QuickActions stats={stats.data} />
          <FailedEmails stats={stats.data} />
        </>
      )}
      {activity.status === 'loading' ? (
        loading
      ) : activity.status === 'error' ? (
        failed
      ) : (
        <RecentActivity entries={activity.data.data} />
      )}
      <AdminTools />
    </Stack>
  );
}
