import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { transparencyTables, type TransparencyReport } from '../../shared/transparency';
import { useNotifyError } from '../common/useNotifyError';
import type { AdminDataProvider } from '../providers/dataProvider';
import { TransparencyTables } from './TransparencyTables';

/** The portal's records start in 2024 (DSA in force for everyone since 17 February 2024). */
const FIRST_YEAR = 2024;
const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: Math.max(thisYear - FIRST_YEAR + 1, 1) }, (_, index) => thisYear - index);

/** 'Raport przejrzystości' (DSA art. 15): a chosen year's figures, computed by the server, as tables and as CSV. */
export default function TransparencyPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notifyError = useNotifyError();
  const [year, setYear] = useState(thisYear);
  const [report, setReport] = useState<TransparencyReport | null>(null);
  const [downloading, setDownloading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The first load shows the current year without moving focus; a year chosen later takes focus to its report.
  const focusOnLoad = useRef(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`admin.transparency.${key}`, args);

  const load = useCallback(
    async (chosen: number) => {
      setReport(null);
      try {
        setReport(await dataProvider.getTransparencyReport(chosen));
      } catch (error) {
        notifyError(error);
      }
    },
    [dataProvider, notifyError],
  );

  useEffect(() => {
    void load(year);
  }, [load, year]);

  useEffect(() => {
    if (report && focusOnLoad.current) headingRef.current?.focus();
  }, [report]);

  async function download() {
    setDownloading(true);
    try {
      const file = await dataProvider.downloadTransparencyCsv(year);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file);
      link.download = `raport-przejrzystosci-${year}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Stack spacing={3} sx={{ py: 2 }}>
      <Title title={t('title')} />
      <Typography>{t('intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={t('year')}
          value={year}
          onChange={(event) => {
            focusOnLoad.current = true;
            setYear(Number(event.target.value));
          }}
          sx={{ minWidth: 160 }}
        >
          {YEARS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={!report || downloading}
        >
          {t('download')}
        </Button>
      </Stack>
      {report ? (
        <Stack spacing={3} component="section" aria-labelledby="transparency-report-heading">
          <Typography id="transparency-report-heading" variant="h5" component="h2" tabIndex={-1} ref={headingRef}>
            {t('shown', { year: report.year })}
          </Typography>
          <TransparencyTables tables={transparencyTables(report)} />
        </Stack>
      ) : (
        <CircularProgress aria-label={t('loading')} />
      )}
    </Stack>
  );
}
