import infoTexts from 'virtual:catalogue-part/info';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { PageContainer } from '../../../components/page-container';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../lib/i18n';
import { useTerms } from '../api/get-terms';
import { LoadState } from '../components/load-state';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [infoTexts];

/** /terms: the sections of the terms and conditions (title and rich text). */
export function TermsPage() {
  const t = useT();
  const { data, isLoading, isError, refetch } = useTerms();
  return (
    <PageContainer title={t('info.terms.title')} subtitle={t('info.terms.subtitle')}>
      {!data ? (
        <LoadState isLoading={isLoading} isError={isError} onRetry={() => void refetch()} />
      ) : (
        <Card>
          <CardContent sx={{ p: { xs: 3, md: 5 } }}>
            <Stack spacing={4}>
              {data.map((section) => (
                <section key={section.id} aria-labelledby={`terms-${section.id}`}>
                  <Typography id={`terms-${section.id}`} variant="h6" component="h2" gutterBottom>
                    {section.title}
                  </Typography>
                  <RichText html={section.text} />
                </section>
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}
    </PageContainer>
  );
}
