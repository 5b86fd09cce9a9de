import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { ImportFileFormat, SkippedQuestion } from '@quizzical/common';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorText, fieldErrorText, getT, type MessageKey, useT } from '../lib/i18n';
import { NativeDialog } from './native-dialog';
import { PlainSelectField } from './plain-select-field';

/** The parts of a question-file import shared by the dashboard's and the market's dialogs. */

/** The formats: a key of the catalogues, or the format's own name (the same in every language). */
const FORMATS: { value: ImportFileFormat | ''; label: MessageKey | { name: string } }[] = [
  { value: '', label: 'components.import.format.auto' },
  { value: 'moodlexml', label: { name: 'Moodle XML' } },
  { value: 'gift', label: { name: 'GIFT' } },
  { value: 'aiken', label: { name: 'Aiken' } },
  { value: 'xlsx', label: 'components.import.format.xlsx' },
  { value: 'csv', label: 'components.import.format.csv' },
];

/** The file button with the chosen file's name, and the format (recognised from the content by default). */
export function QuestionFileFields({
  file,
  onFile,
  format,
  onFormat,
}: {
  file: File | null;
  onFile(file: File | null): void;
  format: ImportFileFormat | '';
  onFormat(format: ImportFileFormat | ''): void;
}) {
  const t = useT();
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {t('components.import.choose_file')}
          <input
            hidden
            type="file"
            name="file"
            accept=".xml,.gift,.txt,.xlsx,.csv"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" color="textSecondary" noWrap sx={{ minWidth: 0 }}>
          {file ? file.name : t('components.import.no_file')}
        </Typography>
      </Stack>
      <PlainSelectField
        label={t('components.import.format')}
        value={format}
        // the empty value is a choice of its own: recognised from the content
        onChange={(value) => onFormat(value as ImportFileFormat | '')}
      >
        {FORMATS.map((f) => (
          <option key={f.value} value={f.value}>
            {typeof f.label === 'string' ? t(f.label) : f.label.name}
          </option>
        ))}
      </PlainSelectField>
    </>
  );
}

/** The questions a file import left out, each with its reason (quizzes' and the market's imports). */
export function SkippedQuestionsList({ skipped }: { skipped: SkippedQuestion[] }) {
  const t = useT();
  if (skipped.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2">
        {t('components.import.left_out', { count: skipped.length })}
      </Typography>
      {/* a dense List's look: name over reason, 4 px between items (no MUI List on the routes) */}
      <Box
        component="ul"
        aria-label={t('components.import.left_out_list')}
        sx={{ maxHeight: 240, overflow: 'auto', listStyle: 'none', m: 0, py: 1, px: 0 }}
      >
        {skipped.map((s, i) => (
          // names may repeat (two questions with the same first words)
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <Box component="li" key={i} sx={{ py: 0.5 }}>
            <Typography variant="body2">{s.name}</Typography>
            <Typography variant="body2" color="textSecondary">
              {s.reason}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Why a refused file was refused, in the language on screen: the server's message says where (a line,
 * an element).
 */
export function importRefusal(error: unknown): { message: string; skipped: SkippedQuestion[] } {
  const fallback = { message: getT()('components.import.failed'), skipped: [] };
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return fallback;
  const data = ((error as { data?: unknown }).data ?? {}) as Record<string, unknown>;
  const first = ['file', 'format', 'theme', 'level', 'type']
    .map((field) => data[field])
    .find((v): v is string[] => Array.isArray(v) && typeof v[0] === 'string');
  const detail = typeof data.detail === 'string' ? errorText(error) : undefined;
  return {
    message: (first?.[0] && fieldErrorText(first[0])) || detail || fallback.message,
    skipped: Array.isArray(data.skipped) ? (data.skipped as SkippedQuestion[]) : [],
  };
}

interface QuestionFileImportDialogProps {
  open: boolean;
  title: string;
  intro: ReactNode;
  /** Fields below the file and the format (the market's theme, level and type). */
  children?: ReactNode;
  pending: boolean;
  /** Once imported: the success message and the questions left out. */
  done: { message: ReactNode; skipped: SkippedQuestion[] } | null;
  doneActions(close: () => void): ReactNode;
  /** Sends the file; `refuse` shows why the server refused it, `close` closes the dialog. */
  onImport(
    choice: { file: File; format: ImportFileFormat | undefined },
    refuse: (error: unknown) => void,
    close: () => void,
  ): void;
  /** The dialog closed: the caller forgets its own state (result, mutation) and closes. */
  onClose(): void;
}

/** The dialog of a question-file import (the dashboard's and the market's): file, format, result. */
export function QuestionFileImportDialog({
  open,
  title,
  intro,
  children,
  pending,
  done,
  doneActions,
  onImport,
  onClose,
}: QuestionFileImportDialogProps) {
  const t = useT();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFileFormat | ''>('');
  const [error, setError] = useState<{ message: string; skipped: SkippedQuestion[] } | null>(null);

  const close = () => {
    setFile(null);
    setFormat('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError({ message: t('components.import.choose_file_first'), skipped: [] });
      return;
    }
    setError(null);
    onImport({ file, format: format || undefined }, (e) => setError(importRefusal(e)), close);
  };

  return (
    // the browser's <dialog> (components/native-dialog.tsx), 600 px wide as MUI's maxWidth="sm"
    <NativeDialog open={open} onClose={close} labelledBy={titleId} maxWidth={600}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {done ? (
            <>
              <Alert severity="success">{done.message}</Alert>
              <SkippedQuestionsList skipped={done.skipped} />
            </>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
              <Stack spacing={2}>
                <QuestionFileFields
                  file={file}
                  onFile={(chosen) => {
                    setFile(chosen);
                    setError(null);
                  }}
                  format={format}
                  onFormat={setFormat}
                />
                {children}
                {error && (
                  <Alert severity="error" role="alert">
                    {error.message}
                  </Alert>
                )}
              </Stack>
              {error && <SkippedQuestionsList skipped={error.skipped} />}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {done ? (
            doneActions(close)
          ) : (
            <>
              <Button onClick={close} color="inherit">
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={pending}>
                {t('components.import.import')}
              </Button>
            </>
          )}
        </DialogActions>
      </Box>
    </NativeDialog>
  );
}
