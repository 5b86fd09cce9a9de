import { Alert, Card, CardContent, Divider, Grid, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';

/**
 * The operator's legal details. PLACEHOLDERS: whoever runs this instance replaces them with their
 * own company name, address, responsible person, contact address and registry number.
 */
export const LEGAL_NOTICE = {
  company: 'Quizzical',
  address: ['Example Street 1', '1000 Lausanne', 'Switzerland'],
  responsible: 'Jane Example, Managing Director',
  email: 'contact@quizzical.example',
  registry: 'Commercial register of the Canton of Vaud, CHE-000.000.000',
} as const;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ fontWeight: 700, lineHeight: 2 }}
      >
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Grid>
  );
}

/** /legal: company name, address, responsible person, contact and registry number. */
export function LegalPage() {
  return (
    <PageContainer title="Legal notice">
      <Alert severity="info" sx={{ mb: 3 }}>
        The details below are placeholders of the operator of this Quizzical instance.
      </Alert>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Grid container spacing={4}>
            <Item label="Company">{LEGAL_NOTICE.company}</Item>
            <Item label="Address">
              <address style={{ fontStyle: 'normal' }}>
                {LEGAL_NOTICE.address.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </address>
            </Item>
            <Item label="Responsible person">{LEGAL_NOTICE.responsible}</Item>
            <Item label="Contact">
              <Link href={`mailto:${LEGAL_NOTICE.email}`}>{LEGAL_NOTICE.email}</Link>
            </Item>
            <Item label="Registry number">{LEGAL_NOTICE.registry}</Item>
          </Grid>
          <Divider sx={{ my: 4 }} />
          <Typography variant="body2" color="text.secondary">
            Despite careful checks, we accept no liability for the content of external links. The operators of
            linked pages are solely responsible for their content.
          </Typography>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
