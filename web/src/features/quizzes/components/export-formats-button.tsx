import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import type { QuestionExportFormat } from '@quizzical/common';
import { useId, useState } from 'react';
import { Hint } from '../../../components/hint';

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
  const menuId = useId();
  return (
    <>
      <Hint title={LABEL}>
        <span>
          <IconButton
            aria-label={LABEL}
            aria-controls={anchor ? menuId : undefined}
            aria-haspopup="menu"
            aria-expanded={!!anchor}
            disabled={disabled}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ p: { xs: 0.75, sm: 1 } }}
          >
            <SchoolIcon />
          </IconButton>
        </span>
      </Hint>
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
    </>
  );
}
