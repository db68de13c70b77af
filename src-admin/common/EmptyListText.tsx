import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a list shows when nothing matches its search and filters. */
export function EmptyListText({ message }: { message: string }) {
  const translate = useTranslate();
  return <Typography sx={{ p: 2 }}>{translate(message)}</Typography>;
}
