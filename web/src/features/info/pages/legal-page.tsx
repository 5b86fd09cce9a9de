import { Alert, Card, CardContent, Divider, Grid, Link, Typography } from '@mui/material';
import type { LegalNotice } from '@quizzical/common';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import { useLegalNotice } from '../api/get-legal-notice';
import { LoadState } from '../components/load-state';

/** Shown when the operator has set none of the details (README, Configuration: LEGAL_*). */
const LEGAL_NOT_FILLED_IN =
  'The operator of this Quizzical instance has not published its legal details yet.';

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
  const { data: legal, isLoading, isError, refetch } = useLegalNotice();
  return (
    <PageContainer title="Legal notice">
      {!legal ? (
        <LoadState isLoading={isLoading} isError={isError} onRetry={() => void refetch()} />
      ) : (
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 5 } }}>
            {isEmpty(legal) ? (
              <Alert severity="info">{LEGAL_NOT_FILLED_IN}</Alert>
            ) : (
              <Grid container spacing={4}>
                {legal.name && <Item label="Company">{legal.name}</Item>}
                {legal.address.length > 0 && (
                  <Item label="Address">
                    <address style={{ fontStyle: 'normal' }}>
                      {legal.address.map((line, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: address lines may repeat and never reorder
                        <div key={i}>{line}</div>
                      ))}
                    </address>
                  </Item>
                )}
                {legal.responsible && <Item label="Responsible person">{legal.responsible}</Item>}
                {legal.email && (
                  <Item label="Contact">
                    <Link href={`mailto:${legal.email}`}>{legal.email}</Link>
                  </Item>
                )}
                {legal.registry && <Item label="Registry number">{legal.registry}</Item>}
                {legal.host && <Item label="Hosting">{legal.host}</Item>}
              </Grid>
            )}
            <Divider sx={{ my: 4 }} />
            <Typography variant="body2" color="textSecondary">
              Despite careful checks, we accept no liability for the content of external links. The operators
              of linked pages are solely responsible for their content.
            </Typography>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
