import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { emptyQuestionCard, MESSAGES, QUIZ_STATUS } from '@quizzical/common';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, type Path, useFieldArray, useForm } from 'react-hook-form';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { LatexHelpButton, LatexHelpDrawer } from '../../../components/latex-help-drawer';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isApiError } from '../../../lib/api-client';
import { removeFromStoredBasket } from '../../../lib/basket';
import { Link as RouterLink, useLocation, useNavigate } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateQuiz } from '../api/create-quiz';
import { useUpdateQuiz } from '../api/update-quiz';
import { CorrectionNotice } from '../components/correction-notice';
import { EditorFrame } from '../components/editor-frame';
import { FreePlanBanner } from '../components/free-plan-banner';
import { PastedImageNotice } from '../components/pasted-image-notice';
import { QuizQuestionsSection } from '../components/quiz-questions-section';
import { QuizSettingsCard } from '../components/quiz-settings-card';
import {
  correctionFormSchema,
  formToInput,
  type QuizForm,
  quizFormSchema,
  writtenAnswersOf,
} from '../lib/quiz-form';
import { type SaveBanner, saveFailure } from '../lib/server-errors';
import { useDraftAutosave } from '../lib/use-draft-autosave';
import { type EditorSetup, useEditorSetup } from '../lib/use-editor-setup';
import { useFreePlan } from '../lib/use-free-plan';

const TEXTS = {
  correctTitle: 'Correct the quizz',
  corrected: 'Your corrections have been saved: the answers already given have been scored again',
};

/** `?from=results`: the results page's 'Edit questions' opened the editor, and saving goes back there. */
const backTo = (search: string, code: string | undefined) =>
  code && new URLSearchParams(search).get('from') === 'results' ? `/quizz/detail/${code}` : '/quizz';

/**
 * /create_quizz/{code?} and /edit_quizz/{code?}. Create with a code starts from a copy of that quiz
 * (a template); edit without a code is a new quiz. The draft is kept in localStorage per route. A
 * started or closed quiz opens in correction mode: its questions can be corrected (wording, images,
 * correct answers), not added, removed or reordered.
 */
export function QuizEditorPage({ mode }: { mode: 'create' | 'edit' }) {
  const { editing, source, setup } = useEditorSetup(mode);
  const correcting = editing && !!source.data && source.data.status !== QUIZ_STATUS.NOT_STARTED;
  const title = correcting ? TEXTS.correctTitle : editing ? 'Edit the quizz' : 'Create a quizz';
  useDocumentTitle(title);

  if (editing && source.isError) {
    return (
      <EditorFrame title={title}>
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to="/quizz" color="inherit">
              My quizzes
            </Button>
          }
        >
          {isApiError(source.error) && source.error.status === 404
            ? 'This quizz cannot be found.'
            : 'This quizz cannot be loaded right now. Please try again.'}
        </Alert>
      </EditorFrame>
    );
  }
  if (!setup) {
    return (
      <EditorFrame title={title}>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the quizz" />
        </Box>
      </EditorFrame>
    );
  }
  return <QuizEditorForm key={setup.key} title={title} setup={setup} />;
}

function QuizEditorForm({ title, setup }: { title: string; setup: EditorSetup }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { showSuccess, showInfo } = useSnackbar();
  const create = useCreateQuiz();
  const update = useUpdateQuiz();
  const freePlan = useFreePlan();
  const [banner, setBanner] = useState<SaveBanner | null>(null);
  const [restoredAt, setRestoredAt] = useState(setup.restoredAt);
  const bannerRef = useRef<HTMLDivElement>(null);

  const editing = setup.editing;
  // a started or closed quiz: its questions as saved, each keeping its answers
  const correcting = useMemo(
    () =>
      editing && editing.status !== QUIZ_STATUS.NOT_STARTED
        ? {
            ids: editing.questions.map((question) => question.id),
            written: writtenAnswersOf(editing.questions),
          }
        : null,
    [editing],
  );
  const schema = useMemo(
    () => (correcting ? correctionFormSchema(correcting.written) : quizFormSchema),
    [correcting],
  );
  const leaveTo = backTo(search, editing?.code);
  const methods = useForm<QuizForm>({
    defaultValues: setup.initial,
    // the schema's output (trimmed strings) has the form's shape
    resolver: zodResolver(schema) as never,
  });
  const { control, handleSubmit, setError } = methods;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const draft = useDraftAutosave(methods, setup.key);

  useEffect(() => {
    if (setup.imported > 0) {
      showInfo(
        setup.imported === 1
          ? '1 question from the market has been added.'
          : `${setup.imported} questions from the market have been added.`,
      );
    }
  }, [setup.imported, showInfo]);

  useEffect(() => {
    if (banner && (banner.kind === 'freePlan' || !document.activeElement?.closest('form'))) {
      bannerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    }
  }, [banner]);

  const discardDraft = () => {
    draft.discard(setup.base);
    setRestoredAt(null);
  };

  const onMove = useCallback((from: number, to: number) => move(from, to), [move]);
  const onRemove = useCallback((index: number) => remove(index), [remove]);

  const onSubmit = handleSubmit(
    async (values) => {
      setBanner(null);
      const input = formToInput(values, { questionIds: correcting?.ids });
      try {
        if (editing) await update.mutateAsync({ code: editing.code, input });
        else await create.mutateAsync(input);
      } catch (error) {
        const failure = saveFailure(error);
        failure.fields.forEach((f, i) => {
          setError(
            f.path as Path<QuizForm>,
            { type: 'server', message: f.message },
            { shouldFocus: i === 0 },
          );
        });
        setBanner(failure.banner);
        return;
      }
      draft.forget();
      // only now that the quiz is saved: a failed save keeps the basket for another try
      if (setup.marketIds.length > 0) removeFromStoredBasket(setup.marketIds);
      showSuccess(
        correcting ? TEXTS.corrected : editing ? 'Your quizz has been saved' : 'Your quizz has been created',
      );
      navigate(leaveTo);
    },
    () => setBanner({ kind: 'messages', messages: [MESSAGES.quizQuestionsInvalid] }),
  );

  const saving = create.isPending || update.isPending;
  const questionCount = fields.length;

  return (
    <EditorFrame title={title} actions={<LatexHelpButton />}>
      <Stack spacing={2} sx={{ mb: 3 }} ref={bannerRef}>
        {correcting && <CorrectionNotice />}
        {banner?.kind === 'freePlan' && <FreePlanBanner />}
        {banner?.kind === 'messages' && <FormErrorBanner messages={banner.messages} />}
        {!editing && freePlan.blocked && banner?.kind !== 'freePlan' && <FreePlanBanner />}
        {restoredAt !== null && (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={discardDraft}>
                Discard the draft
              </Button>
            }
          >
            Your unsaved changes have been restored.
          </Alert>
        )}
        {setup.template && (
          <Alert severity="info">This new quizz starts as a copy of “{setup.template.title}”.</Alert>
        )}
        {setup.templateMissing && (
          <Alert severity="warning">The quizz to copy cannot be found: you start from an empty quizz.</Alert>
        )}
        <PastedImageNotice />
      </Stack>

      <FormProvider {...methods}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
          <QuizSettingsCard />
          <QuizQuestionsSection
            ids={fields.map((field) => field.id)}
            correcting={correcting?.written ?? null}
            onAdd={() => append(emptyQuestionCard())}
            onMove={onMove}
            onRemove={onRemove}
          />
          <Paper
            elevation={0}
            sx={{
              position: 'sticky',
              bottom: 12,
              mt: 4,
              p: 1.5,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              border: 1,
              borderColor: 'divider',
              boxShadow: '0 8px 30px rgba(31, 35, 64, 0.12)',
              zIndex: 2,
            }}
          >
            <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1, pl: 1 }}>
              {questionCount === 1 ? '1 question' : `${questionCount} questions`}
            </Typography>
            <Button component={RouterLink} to={leaveTo} color="inherit" onClick={draft.forget}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              Save
            </Button>
          </Paper>
        </Box>
      </FormProvider>
      <LatexHelpDrawer />
    </EditorFrame>
  );
}
