import { Link, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
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
    <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {numbers.map(([label, value]) => (
        <li key={label}>
          {label} {value}
        </li>
      ))}
    </Stack>
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
