import { ListItemText, MenuItem } from '@mui/material';
import type { QuestionExportFormat } from '@quizzical/common';
import { Hint } from '../../../components/hint';
import { type MessageKey, useT } from '../../../lib/i18n';
import '../dashboard.css';
import { ActionLabel } from './action-label';
import { DashboardIcon } from './dashboard-icons';
import { DashboardMenu, useDashboardMenu } from './dashboard-menu';

export type QuestionBankFormat = Exclude<QuestionExportFormat, 'xlsx'>;

// the formats' names are the same in every language
const FORMATS: { format: QuestionBankFormat; primary: string; secondary: MessageKey }[] = [
  { format: 'moodlexml', primary: 'Moodle XML', secondary: 'quizzes.toolbar.moodle.moodlexml' },
  { format: 'gift', primary: 'GIFT', secondary: 'quizzes.toolbar.moodle.gift' },
  { format: 'aiken', primary: 'Aiken', secondary: 'quizzes.toolbar.moodle.aiken' },
  { format: 'csv', primary: 'CSV', secondary: 'quizzes.toolbar.moodle.csv' },
];

/** The dashboard's export of the selected quizzes' questions as a Moodle question bank, by format. */
export function ExportFormatsButton({
  disabled,
  onChoose,
}: {
  disabled: boolean;
  onChoose(format: QuestionBankFormat): void;
}) {
  const menu = useDashboardMenu();
  const t = useT();
  const label = t('quizzes.toolbar.moodle_label');
  return (
    <>
      {/* the toolbar's last button: its hint ends at its right edge, inside the card that clips */}
      <Hint title={label} align="end">
        <span>
          <button
            type="button"
            className="ui-icon-button dash-icon-button"
            aria-label={label}
            {...menu.buttonProps}
            disabled={disabled}
            onClick={(e) => menu.open(e.currentTarget)}
          >
            <DashboardIcon name="school" />
            <ActionLabel text="Moodle" />
          </button>
        </span>
      </Hint>
      {/* the descriptions wrap on a phone rather than run past the screen's edge (MenuItem's nowrap) */}
      <DashboardMenu menu={menu} sx={{ '& .MuiMenuItem-root': { whiteSpace: 'normal' } }}>
        {FORMATS.map(({ format, primary, secondary }) => (
          <MenuItem
            key={format}
            onClick={() => {
              menu.close();
              onChoose(format);
            }}
          >
            <ListItemText primary={primary} secondary={t(secondary)} />
          </MenuItem>
        ))}
      </DashboardMenu>
    </>
  );
}
