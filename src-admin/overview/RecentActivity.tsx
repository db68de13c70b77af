import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AuditEntry } from '../../shared/types';
import { describeEntry, relativeTime } from './describeEntry';

/** Who did it: the address, or for a deleted account the start of its pseudonymous key (one key, one account). */
function actorName(entry: AuditEntry, translate: ReturnType<typeof useTranslate>): string {
  if (entry.actor_email) return entry.actor_email;
  if (entry.actor_key) return translate('admin.overview.activity.deleted_actor', { key: entry.actor_key.slice(0, 8) });
  return translate('admin.overview.activity.unknown_actor');
}

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
                    {actorName(entry, translate)}
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
