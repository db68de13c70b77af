import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminStats } from '../../shared/types';
import { relativeTime } from './describeEntry';

/**
 * E-mails the outbox gave up on after its retries (a wrong address, a mail server refusing): how many, and the
 * newest with their last error, so that an administrator can reach the person another way.
 */
export function FailedEmails({ stats }: { stats: AdminStats }) {
  const translate = useTranslate();
  const recent = stats.recentFailedEmails;
  return (
    <section aria-labelledby="overview-failed-emails">
      <Typography id="overview-failed-emails" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('admin.overview.failed_emails.title')}
      </Typography>
      {stats.failedEmails === 0 ? (
        <Typography>{translate('admin.overview.failed_emails.none')}</Typography>
      ) : (
        <>
          <Typography>{translate('admin.overview.failed_emails.summary', { count: stats.failedEmails })}</Typography>
          {recent.length < stats.failedEmails && (
            <Typography>{translate('admin.overview.failed_emails.newest', { shown: recent.length })}</Typography>
          )}
          <List dense disablePadding>
            {recent.map((email) => (
              <ListItem key={email.id} disableGutters>
                <ListItemText
                  primary={email.subject}
                  secondary={
                    <>
                      {translate('admin.overview.failed_emails.details', {
                        recipient: email.recipient,
                        attempts: email.attempts,
                      })}
                      {' · '}
                      <time dateTime={email.failed_at} title={new Date(email.failed_at).toLocaleString('pl-PL')}>
                        {relativeTime(email.failed_at)}
                      </time>
                      {email.last_error && (
                        <>
                          <br />
                          {translate('admin.overview.failed_emails.error', { error: email.last_error })}
                        </>
                      )}
                    </>
                  }
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </section>
  );
}
