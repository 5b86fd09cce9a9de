import InputIcon from '@mui/icons-material/InputOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import '../dashboard.css';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { DashboardIcon } from './dashboard-icons';

export type ImportKind = 'code' | 'public' | 'file';

/**
 * The dashboard's 'Import' button and its menu: with a share code, from the public list, or from a file.
 * The button is plain (dashboard.css); MUI's Menu is mounted at its first opening.
 */
export function ImportMenuButton({
  onChoose,
  onOpen,
}: {
  onChoose(kind: ImportKind): void;
  /** The menu opens: the dialogs it leads to may start loading. */
  onOpen?: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // the menu is mounted at its first opening: a closed MUI Menu still computes its styles
  const opened = useOpenedOnce(!!anchor);
  const menuId = useId();
  const choose = (kind: ImportKind) => {
    setAnchor(null);
    onChoose(kind);
  };
  return (
    <>
      <button
        type="button"
        className="ui-button ui-button--outlined"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          onOpen?.();
        }}
      >
        <span className="ui-button-start">
          <DashboardIcon name="input" />
        </span>
        Import
        <span className="ui-button-end">
          <DashboardIcon name="keyboardArrowDown" />
        </span>
      </button>
      {opened && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={!!anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          // the lines wrap on a phone rather than run past the screen's edge (MenuItem's nowrap)
          sx={{ '& .MuiMenuItem-root': { whiteSpace: 'normal' } }}
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
      )}
    </>
  );
}
