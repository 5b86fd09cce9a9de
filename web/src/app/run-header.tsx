import { HeaderSlot } from '../components/header-slot';
import { LicenseCheckDialog } from '../features/licenses/components/license-check-dialog';
import { HomeLogoLink } from './header';

/**
 * Header of the run screen (/run_quizz/{code}): the logo and, on the right, what the page puts in
 * the header slot (the countdown), and the licence-check dialog for signed-in users without Pro.
 */
export function RunHeader() {
  return (
    <header className="qz-header qz-header--run">
      <div className="qz-toolbar">
        <HomeLogoLink />
        <div className="qz-slot">
          <HeaderSlot />
        </div>
      </div>
      <LicenseCheckDialog />
    </header>
  );
}
