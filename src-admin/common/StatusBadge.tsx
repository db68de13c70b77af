import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BlogStatus } from '../../shared/labels/blog';
import type { OfferStatus } from '../../shared/labels/offers';

type Tone = 'neutral' | 'waiting' | 'positive' | 'muted' | 'negative';

/** Fixed text/background pairs, each above 7:1 contrast, so the badge reads in light and dark themes alike. */
const TONE_COLOURS: Record<Tone, { color: string; backgroundColor: string; borderColor: string }> = {
  neutral: { color: '#1f2937', backgroundColor: '#e5e7eb', borderColor: '#6b7280' },
  waiting: { color: '#5c3200', backgroundColor: '#ffefd5', borderColor: '#b45309' },
  positive: { color: '#14532d', backgroundColor: '#dcfce7', borderColor: '#15803d' },
  muted: { color: '#334155', backgroundColor: '#f1f5f9', borderColor: '#64748b' },
  negative: { color: '#7f1d1d', backgroundColor: '#fee2e2', borderColor: '#b91c1c' },
};

const STATUS_TONES: Record<OfferStatus | BlogStatus, Tone> = {
  draft: 'neutral',
  pending_approval: 'waiting',
  active: 'positive',
  published: 'positive',
  inactive: 'muted',
  expired: 'muted',
  archived: 'muted',
  rejected: 'negative',
};

/** A status as coloured text: the colour helps at a glance, the label carries the meaning. */
export function StatusBadge({
  resource,
  status,
}: {
  resource: 'offers' | 'blog_posts';
  status: OfferStatus | BlogStatus;
}) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`resources.${resource}.statuses.${status}`, { _: status })}
      // Long labels ('Oczekuje na zatwierdzenie') wrap inside the badge so the table fits narrower screens.
      sx={{
        ...TONE_COLOURS[STATUS_TONES[status]],
        fontWeight: 600,
        height: 'auto',
        py: 0.25,
        '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center' },
      }}
    />
  );
}
