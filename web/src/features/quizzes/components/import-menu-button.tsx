import InputIcon from '@mui/icons-material/InputOutlined';
import PublicIcon from '@mui/icons-material/PublicOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useT } from '../../../lib/i18n';
import '../dashboard.css';
import { DashboardIcon } from './dashboard-icons';
import { DashboardMenu, useDashboardMenu } from './dashboard-menu';

export type ImportKind = 'code' | 'public' | 'file';

const CHOICES = [
  {
    kind: 'code',
    Icon: InputIcon,
    primary: 'quizzes.import.code',
    secondary: 'quizzes.import.code_help',
  },
  {
    kind: 'public',
    Icon: PublicIcon,
    primary: 'quizzes.import.public',
    secondary: 'quizzes.import.public_help',
  },
  {
    kind: 'file',
    Icon: UploadFileIcon,
    primary: 'quizzes.import.file',
    secondary: 'quizzes.import.file_help',
  },
] as const;

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
  const menu = useDashboardMenu();
  const t = useT();
  return (
    <>
      <button
        type="button"
        className="ui-button ui-button--outlined"
        {...menu.buttonProps}
        onClick={(e) => {
          menu.open(e.currentTarget);
          onOpen?.();
        }}
      >
        <span className="ui-button-start">
          <DashboardIcon name="input" />
        </span>
        {t('quizzes.import.button')}
        <span className="ui-button-end">
          <DashboardIcon name="keyboardArrowDown" />
        </span>
      </button>
      {/* the lines wrap on a phone rather than run past the screen's edge (MenuItem's nowrap) */}
      <DashboardMenu menu={menu} sx={{ '& .MuiMenuItem-root': { whiteSpace: 'normal' } }}>
        {CHOICES.map(({ kind, Icon, primary, secondary }) => (
          <MenuItem
            key={kind}
            onClick={() => {
              menu.close();
              onChoose(kind);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(primary)} secondary={t(secondary)} />
          </MenuItem>
        ))}
      </DashboardMenu>
    </>
  );
}
