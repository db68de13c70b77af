import { Card, CardContent, Grid, Link, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RESOURCES } from '../providers/dataProvider';
import { listLocation } from './listLocation';
import type { AdminStats } from '../../shared/types';
import { userTrend } from './trend';

const CARDS = [
  'totalUsers',
  'totalOffers',
  'pendingOffers',
  'totalBlogPosts',
  'pendingBlogPosts',
  'pendingVerifications',
  'pendingAppeals',
  'openAccessibilityRequests',
  'overdueAccessibilityRequests',
  'staleOffers',
] as const;

/** Cards that open the list of what they count, filtered the same way. */
const CARD_LISTS = {
  pendingVerifications: { resource: RESOURCES.verifications, filter: { status: 'pending' } },
  openAccessibilityRequests: { resource: RESOURCES.accessibilityRequests, filter: { open: true } },
  overdueAccessibilityRequests: { resource: RESOURCES.accessibilityRequests, filter: { overdue: true } },
} as const;

/** The portal's real figures from GET /admin/stats, one card each; the user count carries its monthly trend. */
export function StatCards({ stats }: { stats: AdminStats }) {
  const translate = useTranslate();
  const basename = useBasename();
  const trend = userTrend(stats.newUsersThisMonth, stats.newUsersPreviousMonth);
  return (
    <section aria-labelledby="overview-stats">
      <Typography id="overview-stats" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.overview.stats.title')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CARDS.map((card) => (
          <Grid key={card} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
                  {card in CARD_LISTS ? (
                    <Link
                      component={RouterLink}
                      to={listLocation(basename, CARD_LISTS[card as keyof typeof CARD_LISTS])}
                    >
                      {translate(`admin.overview.stats.${card}`)}
                    </Link>
                  ) : (
                    translate(`admin.overview.stats.${card}`)
                  )}
                </Typography>
                <Typography variant="h4" component="p">
                  {stats[card].toLocaleString('pl-PL')}
                </Typography>
                {card === 'totalUsers' && (
                  <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
                    {translate(`admin.overview.trend.${trend.key}`, trend.args)}
                  </Typography>
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
