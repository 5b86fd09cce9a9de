import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { License } from '@quizzical/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { isActiveOn, toIsoDay } from '../lib/dates';
import { formatDate, type MessageKey, useT } from '../lib/i18n';
import { visuallyHidden } from './page-container';

const TIERS: Record<License['tier'], MessageKey> = {
  P: 'components.license.tier.pro',
  F: 'components.license.tier.free',
};

/** A user's licences (spec §3 License): code, tier, validity and whether it is active today. */
export function LicenseTable({ licenses, caption }: { licenses: readonly License[]; caption: string }) {
  const t = useT();
  const tier = (license: License) => (TIERS[license.tier] ? t(TIERS[license.tier]) : license.tier);
  if (licenses.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        {t('components.license.none')}
      </Typography>
    );
  }
  const sorted = [...licenses].sort((a, b) => b.valid_to.localeCompare(a.valid_to));
  const status = (license: License) => {
    const active = isActiveOn(license.valid_from, license.valid_to);
    const upcoming = !active && license.valid_from.slice(0, 10) > toIsoDay(new Date());
    return (
      <Chip
        size="small"
        label={t(
          active
            ? 'components.license.active'
            : upcoming
              ? 'components.license.not_yet_valid'
              : 'components.license.expired',
        )}
        color={active ? 'success' : 'default'}
        variant={active ? 'filled' : 'outlined'}
      />
    );
  };
  return (
    <>
      {/* phones: one small card per licence */}
      <Stack
        component="ul"
        aria-label={caption}
        spacing={1.5}
        sx={{ display: { xs: 'flex', sm: 'none' }, m: 0, p: 0, listStyle: 'none' }}
      >
        {sorted.map((license) => (
          <Box
            component="li"
            key={license.code}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{tier(license)}</Typography>
              {status(license)}
            </Stack>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {license.code}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('components.license.period', {
                from: formatDate(license.valid_from),
                to: formatDate(license.valid_to),
              })}
            </Typography>
          </Box>
        ))}
      </Stack>
      <TableContainer
        sx={{ display: { xs: 'none', sm: 'block' }, border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <Table size="small" sx={{ minWidth: 520 }}>
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'background.default' } }}>
              <TableCell>{t('components.license.code')}</TableCell>
              <TableCell>{t('components.license.plan')}</TableCell>
              <TableCell>{t('components.license.valid_from')}</TableCell>
              <TableCell>{t('components.license.valid_to')}</TableCell>
              <TableCell>{t('components.license.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((license) => (
              <TableRow key={license.code}>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{license.code}</TableCell>
                <TableCell>{tier(license)}</TableCell>
                <TableCell>{formatDate(license.valid_from)}</TableCell>
                <TableCell>{formatDate(license.valid_to)}</TableCell>
                <TableCell>{status(license)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** The user's licences as they load: a spinner, an error, then the table. */
export function LoadedLicenseTable({
  licenses,
}: {
  licenses: Pick<UseQueryResult<readonly License[]>, 'isPending' | 'isError' | 'data'>;
}) {
  const t = useT();
  return (
    <>
      {licenses.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('components.license.loading')} />
        </Box>
      )}
      {licenses.isError && <Alert severity="error">{t('components.license.failed')}</Alert>}
      {licenses.data && <LicenseTable licenses={licenses.data} caption={t('components.license.yours')} />}
    </>
  );
}
