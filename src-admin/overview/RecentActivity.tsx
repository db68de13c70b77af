import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../../shared/types';
import { describeEntry, relativeTime } from './describeEntry';

/** The newest entries of the audit log: who did what, and when. */
export function RecentActivity({ entries }: { entries: AuditEntry[] }) {
  const translate = useTranslate();
  return (
    <section aria-labelledby="overview-activity">
      <Typography id="overview-activity" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.overview.activity.title')}
      </Typography>
      {entries.length === 0 ? (
        <Typography>{translate('admin.overview.activity.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItem key={entry.id} disableGutters>
              <ListItemText
                primary={describeEntry(entry, translate)}
                secondary={
                  <>
                    {entry.actor_email ?? translate('admin.overview.activity.unknown_actor')}
                    {' · '}
                    <time dateTime={entry.created_at} title={new Date(entry.created_at).toLocaleString('pl-PL')}>
                      {relativeTime(entry.created_at)}
                    </time>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
