import CastForEducationIcon from '@mui/icons-material/CastForEducationOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrowRounded';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import StopIcon from '@mui/icons-material/StopRounded';
import { Box, Divider, IconButton, Stack, Typography } from '@mui/material';
import { MESSAGES, QUIZ_STATUS, type Quiz } from '@quizzical/common';
import type { ReactNode } from 'react';
import { Hint } from '../../../components/hint';
import { SearchField } from '../../../components/search-field';
import { ExportFormatsButton, type QuestionBankFormat } from './export-formats-button';

export interface DashboardActions {
  start(): void;
  stop(): void;
  /** Opens the projector screen; the host page starts the quiz if needed (the server's free-plan rules). */
  hostLive(): void;
  duplicate(): void;
  share(): void;
  export(): void;
  /** The selection's questions for Moodle, in one of its formats. */
  exportAs(format: QuestionBankFormat): void;
  delete(): void;
}

interface DashboardToolbarProps {
  search: string;
  onSearchChange(value: string): void;
  /** How many quizzes are selected, and the quiz when it is exactly one. */
  count: number;
  single: Quiz | null;
  /** An action whose request is under way: its button waits. */
  busy: { duplicate: boolean; export: boolean };
  actions: DashboardActions;
}

/** Above the quizzes table: the search field and the actions on the selected quizzes. */
export function DashboardToolbar({
  search,
  onSearchChange,
  count,
  single,
  busy,
  actions,
}: DashboardToolbarProps) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{
        gap: 1,
        p: { xs: 1.5, sm: 2 },
        alignItems: { md: 'center' },
        bgcolor: count > 0 ? 'rgba(79, 70, 229, 0.06)' : undefined,
        transition: 'background-color 150ms',
      }}
    >
      <SearchField
        type="search"
        label="Search"
        value={search}
        onSearch={onSearchChange}
        sx={{ maxWidth: { md: 320 } }}
      />
      <Box sx={{ flexGrow: 1 }} />
      <Stack
        direction="row"
        role="toolbar"
        aria-label="Actions on the selected quizzes"
        // on a phone the count takes its own line: the eight actions then fit in 390 px
        sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: { xs: 0, sm: 0.25 } }}
      >
        <Typography
          variant="body2"
          aria-live="polite"
          sx={{
            fontWeight: 600,
            mr: 1,
            mb: { xs: 0.5, sm: 0 },
            whiteSpace: 'nowrap',
            flexBasis: { xs: '100%', sm: 'auto' },
            flexGrow: { xs: 1, md: 0 },
            color: count ? 'primary.dark' : 'text.secondary',
          }}
        >
          {count === 0 ? 'Select a quizz' : count === 1 ? '1 selected' : `${count} selected`}
        </Typography>
        <ToolbarAction
          label={MESSAGES.startQuizNow}
          icon={<PlayArrowIcon />}
          disabled={!single || single.status !== QUIZ_STATUS.NOT_STARTED}
          onClick={actions.start}
        />
        <ToolbarAction
          label="Stop the quizz"
          icon={<StopIcon />}
          disabled={!single || single.status !== QUIZ_STATUS.STARTED}
          onClick={actions.stop}
        />
        <ToolbarAction
          label="Host live"
          icon={<CastForEducationIcon />}
          disabled={!single || single.status === QUIZ_STATUS.CLOSED}
          onClick={actions.hostLive}
        />
        <ToolbarAction
          label="Duplicate"
          icon={<ContentCopyIcon />}
          disabled={!single || busy.duplicate}
          onClick={actions.duplicate}
        />
        <ToolbarAction label="Share" icon={<ShareIcon />} disabled={!single} onClick={actions.share} />
        <ToolbarAction
          label="Export to Excel"
          icon={<FileDownloadIcon />}
          disabled={count === 0 || busy.export}
          onClick={actions.export}
        />
        <ExportFormatsButton disabled={count === 0 || busy.export} onChoose={actions.exportAs} />
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ToolbarAction
          label="Delete"
          icon={<DeleteOutlineIcon />}
          color="error"
          disabled={count === 0}
          onClick={actions.delete}
        />
      </Stack>
    </Stack>
  );
}

function ToolbarAction({
  label,
  icon,
  disabled,
  onClick,
  color,
}: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick(): void;
  color?: 'error';
}) {
  return (
    <Hint title={label}>
      <span>
        <IconButton
          aria-label={label}
          disabled={disabled}
          onClick={onClick}
          color={color}
          sx={{ p: { xs: 0.75, sm: 1 } }}
        >
          {icon}
        </IconButton>
      </span>
    </Hint>
  );
}
