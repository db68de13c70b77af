import { useId } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useBasename, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { listLocation } from '../overview/listLocation';
import { RESOURCES } from '../providers/dataProvider';
import { REGISTER_LINKS, type AdminVerification } from '../../shared/verification';

/** The numbers the organisation gave, as they were when it asked. */
export function NumbersField() {
  const request = useRecordContext<AdminVerification>();
  const translate = useTranslate();
  if (!request) return null;
  const numbers = [
    ['NIP', request.nip],
    ['REGON', request.regon],
    ['KRS', request.krs],
  ].filter(([, value]) => value);
  if (!numbers.length) return <>{translate('resources.verifications.no_numbers')}</>;
  return (
    <>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {numbers.map(([label, value]) => (
          <li key={label}>
            {label} {value}
          </li>
        ))}
      </Stack>
      <SameNipAccounts accounts={request.same_nip_accounts} />
    </>
  );
}

/** 'Ten NIP ma także: …': the other accounts with the request's NIP, each a link to it in 'Użytkownicy'. */
function SameNipAccounts({ accounts }: { accounts: AdminVerification['same_nip_accounts'] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const labelId = useId();
  if (!accounts.length) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography id={labelId} variant="body2" component="p" sx={{ fontWeight: 'bold' }}>
        {translate('resources.verifications.same_nip')}
      </Typography>
      <Stack component="ul" aria-labelledby={labelId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {accounts.map((account) => (
          <li key={account.id}>
            <Link
              component={RouterLink}
              to={listLocation(basename, { resource: RESOURCES.users, filter: { id: [account.id] } })}
            >
              {account.name} ({account.email})
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The public registers' search pages, one link per number to check there. The registers take no number in the
 * address, so the admin pastes it; each link names the number and opens beside the back office.
 */
export function RegisterLinksField() {
  const request = useRecordContext<AdminVerification>();
  const translate = useTranslate();
  if (!request) return null;
  const links = [
    ...(request.krs ? [{ number: `KRS ${request.krs}`, register: REGISTER_LINKS.krs }] : []),
    ...(request.regon ? [{ number: `REGON ${request.regon}`, register: REGISTER_LINKS.regon }] : []),
    ...(request.nip
      ? [
          { number: `NIP ${request.nip}`, register: REGISTER_LINKS.regon },
          { number: `NIP ${request.nip}`, register: REGISTER_LINKS.vat },
        ]
      : []),
  ];
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {links.map(({ number, register }) => (
        <li key={`${number}-${register.url}`}>
          <Link href={register.url} target="_blank" rel="noreferrer">
            {translate('resources.verifications.check_in', { number, register: register.label })}
          </Link>
        </li>
      ))}
    </Stack>
  );
}
