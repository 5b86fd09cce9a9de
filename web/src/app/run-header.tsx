import { AppBar, Box, Toolbar } from '@mui/material';
import { HeaderSlot } from '../components/header-slot';
import { LicenseCheckDialog } from '../features/licenses/components/license-check-dialog';
import { HomeLogoLink } from './header';

/**
 * Header of the run screen (/run_quizz/{code}): the logo and, on the right, what the page puts in
 * the header slot (the countdown), and the licence-check dialog for signed-in users without Pro.
 */
export function RunHeader() {
  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ minHeight: { xs: 60, md: 68 }, px: { xs: 2, md: 3 } }}>
        <HomeLogoLink />
        <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
          <HeaderSlot />
        </Box>
      </Toolbar>
      <LicenseCheckDialog />
    </AppBar>
  );
}
