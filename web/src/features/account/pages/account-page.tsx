import accountTexts from 'virtual:catalogue-part/account';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Box, Grid, Stack, Tab, Tabs } from '@mui/material';
import { PageContainer } from '../../../components/page-container';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { Navigate, Link as RouterLink, useParams } from '../../../lib/router';
import { DeleteAccountSection } from '../components/delete-account-section';
import { LicenseSection } from '../components/license-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [accountTexts];

const SECTIONS = [
  { id: 'profile', label: 'account.profile.title', icon: <PersonOutline /> },
  { id: 'license', label: 'account.license.title', icon: <VerifiedOutlined /> },
  { id: 'password', label: 'account.password.title', icon: <LockOutlined /> },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

/** /account/{section}: profile (default), license, password. */
export function AccountPage() {
  const t = useT();
  const { section = 'profile' } = useParams();
  const { user, hasPro } = useAuth();
  if (!SECTIONS.some((s) => s.id === section)) return <Navigate to="/account/profile" replace />;
  const current = section as SectionId;

  return (
    <PageContainer title={t('account.title')} maxWidth="lg">
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Box component="nav" aria-label={t('account.nav')}>
            <Tabs
              value={current}
              orientation="vertical"
              sx={{
                display: { xs: 'none', md: 'flex' },
                '& .MuiTab-root': { justifyContent: 'flex-start', minHeight: 48, borderRadius: 2, px: 2 },
                '& .Mui-selected': { bgcolor: 'rgba(79, 70, 229, 0.08)' },
                '& .MuiTabs-indicator': { left: 0, width: 3, borderRadius: 2 },
              }}
            >
              {SECTIONS.map((s) => (
                <Tab
                  key={s.id}
                  value={s.id}
                  label={t(s.label)}
                  icon={s.icon}
                  iconPosition="start"
                  component={RouterLink}
                  to={`/account/${s.id}`}
                />
              ))}
            </Tabs>
            <Tabs
              value={current}
              variant="fullWidth"
              sx={{ display: { xs: 'flex', md: 'none' }, borderBottom: 1, borderColor: 'divider' }}
            >
              {SECTIONS.map((s) => (
                <Tab
                  key={s.id}
                  value={s.id}
                  label={t(s.label)}
                  component={RouterLink}
                  to={`/account/${s.id}`}
                />
              ))}
            </Tabs>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {current === 'profile' && (
            <Stack spacing={3}>
              <ProfileSection user={user} />
              <DeleteAccountSection />
            </Stack>
          )}
          {current === 'license' && <LicenseSection hasPro={hasPro} />}
          {current === 'password' && <PasswordSection />}
        </Grid>
      </Grid>
    </PageContainer>
  );
}
