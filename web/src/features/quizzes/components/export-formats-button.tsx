import { ListItemText, MenuItem } from '@mui/material';
import type { QuestionExportFormat } from '@quizzical/common';
import { Hint } from '../../../components/hint';
import '../dashboard.css';
import { ActionLabel } from './action-label';
import { DashboardIcon } from './dashboard-icons';
import { DashboardMenu, useDashboardMenu } from './dashboard-menu';

export type QuestionBankFormat = Exclude<QuestionExportFormat, 'xlsx'>;

const FORMATS: { format: QuestionBankFormat; primary: string; secondary: string }[] = [
  { format: 'moodlexml', primary: 'Moodle XML', secondary: 'Imports everywhere in Moodle (.xml)' },
  { format: 'gift', primary: 'GIFT', secondary: 'Moodle’s text format (.txt)' },
  { format: 'aiken', primary: 'Aiken', secondary: 'One line a question, plain text (.txt)' },
];

const LABEL = 'Export the questions for Moodle';

/** The dashboard's export of the selected quizzes' questions as a Moodle question bank, by format. */
export function ExportFormatsButton({
  disabled,
  onChoose,
}: {
  disabled: boolean;
  onChoose(format: QuestionBankFormat): void;
}) {
  const menu = useDashboardMenu();
  return (
    <>
      {/* the toolbar's last button: its hint ends at its right edge, inside the card that clips */}
      <Hint title={LABEL} align="end">
        <span>
          <button
            type="button"
            className="ui-icon-button dash-icon-button"
            aria-label={LABEL}
            {...menu.buttonProps}
            disabled={disabled}
            onClick={(e) => menu.open(e.currentTarget)}
          >
            <DashboardIcon name="school" />
            <ActionLabel text="Moodle" />
          </button>
        </span>
      </Hint>
      <DashboardMenu menu={menu}>
        {FORMATS.map(({ format, primary, secondary }) => (
          <MenuItem
            key={format}
            onClick={() => {
              menu.close();
              onChoose(format);
            }}
          >
            <ListItemText primary={primary} secondary={secondary} />
          </MenuItem>
        ))}
      </DashboardMenu>
    </>
  );
}
