import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, Typography } from '@mui/material';
import { FREE_PLAN_ACTIVE_QUIZ_LIMIT, MESSAGES } from '@quizzical/common';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from './section-card';

/** License: whether a Pro licence is active (permission "P"). The licence issue adds codes and dates. */
export function LicenseSection({ hasPro }: { hasPro: boolean }) {
  return (
    <SectionCard id="account-license" title="License" description="Your current plan.">
      {hasPro ? (
        <Alert icon={<CheckCircleOutline />} severity="success">
          <Typography sx={{ fontWeight: 600 }}>You have an active Pro license.</Typography>
          <Typography variant="body2">Create and run as many quizzes as you need.</Typography>
        </Alert>
      ) : (
        <>
          <Alert icon={<InfoOutlined />} severity="warning" sx={{ mb: 3 }}>
            <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noActiveLicense}</Typography>
            <Typography variant="body2">
              You are on the Free plan: up to {FREE_PLAN_ACTIVE_QUIZ_LIMIT} active quizzes at a time.
            </Typography>
          </Alert>
          <Box>
            <Button component={RouterLink} to="/plans" variant="contained">
              {MESSAGES.getProVersion}
            </Button>
          </Box>
        </>
      )}
    </SectionCard>
  );
}
