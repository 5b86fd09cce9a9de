import infoTexts from 'virtual:catalogue-part/info';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import { PageContainer } from '../../../components/page-container';
import { pageLinkTag } from '../../../components/page-link-tag';
import { RichText } from '../../../components/rich-text';
import { rich, useT } from '../../../lib/i18n';
import { useFaqCategories } from '../api/get-faq-categories';
import { LoadState } from '../components/load-state';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [infoTexts];

/** /faq: categories, each entry an accordion (title, rich-text answer). */
export function FaqPage() {
  const t = useT();
  const { data, isLoading, isError, refetch } = useFaqCategories();
  return (
    <PageContainer title={t('info.faq.title')} subtitle={t('info.faq.subtitle')}>
      {!data ? (
        <LoadState isLoading={isLoading} isError={isError} onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={5}>
          {data.length === 0 && <Typography color="textSecondary">{t('info.faq.empty')}</Typography>}
          {data.map((category) => (
            <Box component="section" key={category.id} aria-labelledby={`faq-category-${category.id}`}>
              <Typography id={`faq-category-${category.id}`} variant="h5" component="h2" sx={{ mb: 2 }}>
                {category.name}
              </Typography>
              {category.entries.map((entry) => (
                <Accordion key={entry.id}>
                  <AccordionSummary
                    expandIcon={<ExpandMore />}
                    id={`faq-entry-${entry.id}-header`}
                    aria-controls={`faq-entry-${entry.id}-content`}
                  >
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {entry.title}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails sx={{ pt: 0 }}>
                    <RichText html={entry.text} />
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          ))}
          <Typography color="textSecondary">
            {rich(t('info.faq.contact'), {
              contact: pageLinkTag('/contact'),
            })}
          </Typography>
        </Stack>
      )}
    </PageContainer>
  );
}
