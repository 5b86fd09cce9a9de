import InputIcon from '@mui/icons-material/InputOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';

export type ImportKind = 'code' | 'public' | 'file';

/** The dashboard's 'Import' button and its menu: with a share code, from the public list, or from a file. */
export function ImportMenuButton({ onChoose }: { onChoose(kind: ImportKind): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (kind: ImportKind) => {
    setAnchor(null);
    onChoose(kind);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<InputIcon />}
        endIcon={<KeyboardArrowDown />}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Import
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => choose('code')}>
          <ListItemIcon>
            <InputIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Import with a code" secondary="A share code from another teacher" />
        </MenuItem>
        <MenuItem onClick={() => choose('public')}>
          <ListItemIcon>
            <PublicIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Import from the public list" secondary="Quizzes shared by all teachers" />
        </MenuItem>
        <MenuItem onClick={() => choose('file')}>
          <ListItemIcon>
            <UploadFileIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary="Import from a file"
            secondary="Moodle XML, GIFT, Aiken, Kahoot .xlsx or .csv"
          />
        </MenuItem>
      </Menu>
    </>
  );
}
