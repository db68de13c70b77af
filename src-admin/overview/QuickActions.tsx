import { Button, Stack, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminStats } from '../../shared/types';
import { RESOURCES } from '../providers/dataProvider';
import { listLocation } from './listLocation';

/** Each pending count above zero opens its list already filtered to what waits for a decision. */
const ACTIONS = [
  { count: 'pendingOffers', resource: RESOURCES.offers, filter: { status: 'pending_approval' } },
  { count: 'pendingBlogPosts', resource: RESOURCES.blogPosts, filter: { status: 'pending_approval' } },
  { count: 'pendingVerifications', resource: RESOURCES.verifications, filter: { status: 'pending' } },
  { count: 'pendingAppeals', resource: RESOURCES.appeals, filter: { status: 'open' } },
  { count: 'overdueAccessibilityRequests', resource: RESOURCES.accessibilityRequests, filter: { overdue: true } },
  { count: 'pendingCorrections', resource: RESOURCES.offerCorrections, filter: { status: 'open' } },
] as const;

export function QuickActions({ stats }: { stats: AdminStats }) {
  const translate = useTranslate();
  const basename = useBasename();
  const pending = ACTIONS.filter((action) => stats[action.count] > 0);
  return (
    <section aria-labelledby="overview-quick-actions">
      <Typography id="overview-quick-actions" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.overview.quick_actions.title')}
      </Typography>
      {pending.length === 0 ? (
        <Typography>{translate('admin.overview.quick_actions.none')}</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {pending.map((action) => (
            <Button key={action.count} variant="outlined" component={Link} to={listLocation(basename, action)}>
              {translate(`admin.overview.quick_actions.${action.count}`, { count: stats[action.count] })}
            </Button>
          ))}
        </Stack>
      )}
    </section>
  );
}
