import infoTexts from 'virtual:catalogue-part/info';
import { Alert, Card, CardContent, Divider, Grid, Link, Typography } from '@mui/material';
import type { LegalNotice } from '@quizzical/common';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import { useT } from '../../../lib/i18n';
import { useLegalNotice } from '../api/get-legal-notice';
import { LoadState } from '../components/load-state';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [infoTexts];

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography
        variant="overline"
        component="h2"
        color="textSecondary"
        sx={{ fontWeight: 700, lineHeight: 2 }}
      >
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Grid>
  );
}

const isEmpty = (legal: LegalNotice) =>
  !legal.name &&
  legal.address.length === 0 &&
  !legal.responsible &&
  !legal.email &&
  !legal.registry &&
  !legal.host;

/**
 * /legal: who runs this instance (name, address, responsible person, contact, registry number, host),
 * as configured on the server (GET /api/legal); only the details that are set are shown.
 */
export function LegalPage() {
  const t = useT();
  const { data: legal, isLoading, isError, refetch } = useLegalNotice();
  return (
    <PageContainer title={t('info.legal.title')}>
      {!legal ? (
        <LoadState isLoading={isLoading} isError={isError} onRetry={() => void refetch()} />
      ) : (
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 5 } }}>
            {isEmpty(legal) ? (
              // the operator has set none of the details (README, Configuration: LEGAL_*)
              <Alert severity="info">{t('info.legal.not_filled_in')}</Alert>
            ) : (
              <Grid container spacing={4}>
                {legal.name && <Item label={t('info.legal.company')}>{legal.name}</Item>}
                {legal.address.length > 0 && (
                  <Item label={t('info.legal.address')}>
                    <address style={{ fontStyle: 'normal' }}>
                      {legal.address.map((line, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: address lines may repeat and never reorder
                        <div key={i}>{line}</div>
                      ))}
                    </address>
                  </Item>
                )}
                {legal.responsible && <Item label={t('info.legal.responsible')}>{legal.responsible}</Item>}
                {legal.email && (
                  <Item label={t('info.legal.contact')}>
                    <Link href={`mailto:${legal.email}`}>{legal.email}</Link>
                  </Item>
                )}
                {legal.registry && <Item label={t('info.legal.registry')}>{legal.registry}</Item>}
                {legal.host && <Item label={t('info.legal.hosting')}>{legal.host}</Item>}
              </Grid>
            )}
            <Divider sx={{ my: 4 }} />
            <Typography variant="body2" color="textSecondary">
              {t('info.legal.disclaimer')}
            </Typography>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
