import { ListItemText, Menu, MenuItem } from '@mui/material';
import type { QuestionExportFormat } from '@quizzical/common';
import { useId, useState } from 'react';
import { Hint } from '../../../components/hint';
import '../dashboard.css';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { ActionLabel } from './action-label';
import { DashboardIcon } from './dashboard-icons';

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // the menu is mounted at its first opening: a closed MUI Menu still computes its styles
  const opened = useOpenedOnce(!!anchor);
  const menuId = useId();
  return (
    <>
      {/* the toolbar's last button: its hint ends at its right edge, inside the card that clips */}
      <Hint title={LABEL} align="end">
        <span>
          <button
            type="button"
            className="ui-icon-button dash-icon-button"
            aria-label={LABEL}
            aria-controls={anchor ? menuId : undefined}
            aria-haspopup="menu"
            aria-expanded={!!anchor}
            disabled={disabled}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <DashboardIcon name="school" />
            <ActionLabel text="Moodle" />
          </button>
        </span>
      </Hint>
      {opened && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={!!anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {FORMATS.map(({ format, primary, secondary }) => (
            <MenuItem
              key={format}
              onClick={() => {
                setAnchor(null);
                onChoose(format);
              }}
            >
              <ListItemText primary={primary} secondary={secondary} />
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
