import quizzesTexts from 'virtual:catalogue-part/quizzes';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { QUIZ_STATUS } from '@quizzical/common';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, type Path, useFieldArray, useForm } from 'react-hook-form';
import { AlertWithButton } from '../../../components/alert-with-button';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { LatexHelpButton, LatexHelpDrawer } from '../../../components/latex-help-drawer';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isApiError } from '../../../lib/api-client';
import { removeFromStoredBasket } from '../../../lib/basket';
import { useT } from '../../../lib/i18n';
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
import { emptyQuestionForm, writtenAnswersOf } from '../lib/question-form';
import { correctionFormSchema, formToInput, type QuizForm, quizFormSchema } from '../lib/quiz-form';
import { type SaveBanner, saveFailure } from '../lib/server-errors';
import { useDraftAutosave } from '../lib/use-draft-autosave';
import { type EditorSetup, useEditorSetup } from '../lib/use-editor-setup';
import { useFreePlan } from '../lib/use-free-plan';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [quizzesTexts];

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
  const t = useT();
  const correcting = editing && !!source.data && source.data.status !== QUIZ_STATUS.NOT_STARTED;
  const title = correcting
    ? t('quizzes.editor.correct_title')
    : editing
      ? t('quizzes.editor.edit_title')
      : t('quizzes.editor.create_title');
  useDocumentTitle(title);

  if (editing && source.isError) {
    return (
      <EditorFrame title={title}>
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to="/quizz" color="inherit">
              {t('quizzes.dashboard.title')}
            </Button>
          }
        >
          {isApiError(source.error) && source.error.status === 404
            ? t('quizzes.editor.not_found')
            : t('quizzes.editor.load_failed')}
        </Alert>
      </EditorFrame>
    );
  }
  if (!setup) {
    return (
      <EditorFrame title={title}>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('quizzes.editor.loading')} />
        </Box>
      </EditorFrame>
    );
  }
  return <QuizEditorForm key={setup.key} title={title} setup={setup} />;
}

function QuizEditorForm({ title, setup }: { title: string; setup: EditorSetup }) {
  const navigate = useNavigate();
  const t = useT();
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
      showInfo(t('quizzes.editor.market_added', { count: setup.imported }));
    }
  }, [setup.imported, showInfo, t]);

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
        correcting
          ? t('quizzes.editor.corrected')
          : editing
            ? t('quizzes.editor.saved')
            : t('quizzes.editor.created'),
      );
      navigate(leaveTo);
    },
    () => setBanner({ kind: 'messages', messages: [t('quizzes.editor.questions_invalid')] }),
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
          <AlertWithButton
            severity="info"
            buttonLabel={t('quizzes.editor.discard_draft')}
            onButtonClick={discardDraft}
          >
            {t('quizzes.editor.restored')}
          </AlertWithButton>
        )}
        {setup.template && (
          <Alert severity="info">{t('quizzes.editor.template', { title: setup.template.title })}</Alert>
        )}
        {setup.templateMissing && <Alert severity="warning">{t('quizzes.editor.template_missing')}</Alert>}
        <PastedImageNotice />
      </Stack>

      <FormProvider {...methods}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
          <QuizSettingsCard />
          <QuizQuestionsSection
            ids={fields.map((field) => field.id)}
            correcting={correcting?.written ?? null}
            onAdd={() => append(emptyQuestionForm())}
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
              {t('quizzes.question_count', { count: questionCount })}
            </Typography>
            <Button component={RouterLink} to={leaveTo} color="inherit" onClick={draft.forget}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              {t('quizzes.editor.save')}
            </Button>
          </Paper>
        </Box>
      </FormProvider>
      <LatexHelpDrawer />
    </EditorFrame>
  );
}
