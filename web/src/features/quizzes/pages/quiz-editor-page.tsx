import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Paper,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  emptyQuestionCard,
  MESSAGES,
  type NamedItem,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_DURATION_MARKS,
  QUIZ_DURATION_MAX,
  QUIZ_DURATION_MIN,
  QUIZ_STATUS,
  QUIZ_TITLE_MAX,
  type Quiz,
} from '@quizzical/common';
import { Fragment, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, FormProvider, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormErrorBanner } from '../../../components/form-error-banner';
import {
  LATEX_DRAWER_WIDTH,
  LatexHelpButton,
  LatexHelpDrawer,
  useLatexDrawerBeside,
} from '../../../components/latex-help-drawer';
import { useDocumentTitle } from '../../../components/page-container';
import { useSnackbar } from '../../../components/snackbar-provider';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { removeFromStoredBasket } from '../../market/lib/basket';
import { useCreateQuiz } from '../api/create-quiz';
import { useLookupList } from '../api/get-lookups';
import { useQuiz } from '../api/get-quiz';
import { useUpdateQuiz } from '../api/update-quiz';
import { FreePlanBanner } from '../components/free-plan-banner';
import { PastedImageNotice } from '../components/pasted-image-notice';
import { QuestionCard } from '../components/question-card';
import { QuestionPreview } from '../components/question-preview';
import { clearDraft, type DraftTarget, draftKey, readDraft, writeDraft } from '../lib/quiz-draft';
import {
  basketFromState,
  basketToQuestion,
  formToInput,
  importedMarketIds,
  mapServerErrors,
  newQuizForm,
  type QuizForm,
  quizFormSchema,
  quizToForm,
  REVIEW_AFTER_CHOICES,
  SWITCHES,
  withQuestions,
} from '../lib/quiz-form';
import { formatDuration } from '../lib/quiz-format';
import { useFreePlan } from '../lib/use-free-plan';

const DRAFT_SAVE_DELAY_MS = 400;

/**
 * "Show the correct answers", next to the 'Answers available' switch: after each student ends, or only
 * once the quiz is closed (so no student can end a second session and read them while it runs).
 */
function ReviewAfterField() {
  const labelId = useId();
  const available = useWatch<QuizForm, 'answers_available'>({ name: 'answers_available' });
  return (
    <Controller<QuizForm, 'review_after'>
      name="review_after"
      render={({ field }) => (
        // beside the switch; on a phone, below it and indented like its label (switch 58 px + gap 4 px)
        <FormControl
          component="fieldset"
          disabled={!available}
          sx={{ ml: { xs: '62px', sm: 0 }, mt: { xs: -0.5, sm: 0.75 } }}
        >
          <FormLabel id={labelId} component="legend" sx={{ typography: 'body2', fontWeight: 600 }}>
            Show the correct answers
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
          >
            {REVIEW_AFTER_CHOICES.map((choice) => (
              <FormControlLabel
                key={choice.value}
                value={choice.value}
                control={<Radio size="small" />}
                label={choice.label}
                slotProps={{ typography: { variant: 'body2' } }}
                sx={{ my: -0.25 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

type Banner = { kind: 'freePlan' } | { kind: 'messages'; messages: string[] };

interface EditorSetup {
  initial: QuizForm;
  /** What "discard the draft" goes back to. */
  base: QuizForm;
  key: string;
  restoredAt: string | null;
  editing: Quiz | null;
  template: Quiz | null;
  templateMissing: boolean;
  imported: number;
  /** Market questions taken from the basket into this quiz (removed from the basket once it is saved). */
  marketIds: number[];
}

/**
 * /create_quizz/{code?} and /edit_quizz/{code?}. Create with a code starts from a copy of that quiz
 * (a template); edit without a code is a new quiz. The draft is kept in localStorage per route.
 */
export function QuizEditorPage({ mode }: { mode: 'create' | 'edit' }) {
  const { code } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const editing = mode === 'edit' && !!code;
  const source = useQuiz(code);
  const [setup, setSetup] = useState<EditorSetup | null>(null);
  const title = editing ? 'Edit the quizz' : 'Create a quizz';
  useDocumentTitle(title);

  const target: DraftTarget = editing ? { mode: 'edit', code: code! } : { mode: 'create', template: code };
  const key = draftKey(user?.id, target);
  // not a cached copy being refreshed: the form must start from the quiz as saved
  const sourceSettled = !code || (!source.isFetching && (source.isSuccess || source.isError));

  // the form starts once its source is known: the saved quiz, the template, or nothing
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once per route and user
  useEffect(() => {
    if (!user || !sourceSettled) return;
    if (setup?.key === key) return;
    const quiz = source.data ?? null;
    const base = quiz ? quizToForm(quiz) : newQuizForm();
    const draft = readDraft(key);
    let initial = draft?.form ?? base;
    if (editing && quiz && quiz.status !== QUIZ_STATUS.NOT_STARTED) {
      initial = { ...initial, questions: base.questions };
    }
    const basket = basketFromState(location.state);
    if (basket.length > 0) {
      initial = withQuestions(initial, basket.map(basketToQuestion));
      writeDraft(key, initial);
      // a reload must not add the same questions twice
      // (the ids stay: the saved quiz empties them from the basket, even after a reload)
      navigate(`${location.pathname}${location.search}`, {
        replace: true,
        state: { importedMarketIds: importedMarketIds(location.state) },
      });
    }
    setSetup({
      initial,
      base,
      key,
      restoredAt: draft ? draft.savedAt : null,
      editing: editing ? quiz : null,
      template: !editing ? quiz : null,
      templateMissing: !editing && !!code && !quiz,
      imported: basket.length,
      marketIds: importedMarketIds(location.state),
    });
  }, [user, sourceSettled, key]);

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
  if (!setup || setup.key !== key) {
    return (
      <EditorFrame title={title}>
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the quizz" />
        </Box>
      </EditorFrame>
    );
  }
  return <QuizEditorForm key={key} title={title} setup={setup} />;
}

function EditorFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const beside = useLatexDrawerBeside();
  return (
    <Box sx={{ mr: beside ? `${LATEX_DRAWER_WIDTH}px` : 0, transition: 'margin 200ms ease' }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between', gap: 2, mb: 3 }}
        >
          <Box>
            <Button
              component={RouterLink}
              to="/quizz"
              startIcon={<ArrowBackIcon />}
              size="small"
              sx={{ mb: 1, ml: -1 }}
            >
              My quizzes
            </Button>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
          </Box>
          {actions}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

function SectionTitle({ children, id, aside }: { children: ReactNode; id?: string; aside?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography id={id} variant="h5" component="h2">
        {children}
      </Typography>
      {aside}
    </Stack>
  );
}

/**
 * Theme or type: a controlled native select, so a saved choice shows once the list has loaded.
 */
function LookupSelect({
  name,
  label,
  items,
}: {
  name: 'theme' | 'type';
  label: string;
  items?: NamedItem[];
}) {
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={label}
          name={field.name}
          value={items ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={!items}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Not specified</option>
          {items?.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

function QuizEditorForm({ title, setup }: { title: string; setup: EditorSetup }) {
  const navigate = useNavigate();
  const { showSuccess, showInfo } = useSnackbar();
  const create = useCreateQuiz();
  const update = useUpdateQuiz();
  const freePlan = useFreePlan();
  const themes = useLookupList('themes');
  const types = useLookupList('types');
  const [banner, setBanner] = useState<Banner | null>(null);
  const [restoredAt, setRestoredAt] = useState(setup.restoredAt);
  const bannerRef = useRef<HTMLDivElement>(null);
  const durationLabelId = useId();

  const editing = setup.editing;
  const questionsLocked = !!editing && editing.status !== QUIZ_STATUS.NOT_STARTED;
  const schema = useMemo(
    () => (questionsLocked ? quizFormSchema.extend({ questions: z.array(z.any()) }) : quizFormSchema),
    [questionsLocked],
  );
  const methods = useForm<QuizForm>({
    defaultValues: setup.initial,
    // the schema's output (trimmed strings) has the form's shape
    resolver: zodResolver(schema) as never,
  });
  const { control, register, handleSubmit, setError, reset, formState } = methods;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questions' });
  const titleValue = useWatch({ control, name: 'title' }) ?? '';
  const descriptionValue = useWatch({ control, name: 'description' }) ?? '';

  // the draft follows every change (debounced) until the quiz is saved
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saved = useRef(false);
  const paused = useRef(false);
  useEffect(() => {
    const subscription = methods.watch(() => {
      if (saved.current || paused.current) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        writeDraft(setup.key, methods.getValues());
      }, DRAFT_SAVE_DELAY_MS);
    });
    // leaving the page or the tab (reload, close, navigation): keep what was typed in the last moment
    const flush = () => {
      if (timer.current && !saved.current) {
        clearTimeout(timer.current);
        timer.current = undefined;
        writeDraft(setup.key, methods.getValues());
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [methods, setup.key]);

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
    paused.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    reset(setup.base);
    clearDraft(setup.key);
    setRestoredAt(null);
    paused.current = false;
  };

  /** Saved or cancelled: the draft is no longer needed, and nothing writes it again. */
  const forgetDraft = () => {
    saved.current = true;
    clearTimeout(timer.current);
    timer.current = undefined;
    clearDraft(setup.key);
  };

  const onMove = useCallback((from: number, to: number) => move(from, to), [move]);
  const onRemove = useCallback((index: number) => remove(index), [remove]);

  const onSubmit = handleSubmit(
    async (values) => {
      setBanner(null);
      const input = formToInput(values, { withQuestions: !questionsLocked });
      try {
        if (editing) await update.mutateAsync({ code: editing.code, input });
        else await create.mutateAsync(input);
      } catch (error) {
        if (isApiError(error) && error.status === 403) {
          setBanner(
            error.detail && error.detail !== MESSAGES.freePlanLimit
              ? { kind: 'messages', messages: [error.detail] }
              : { kind: 'freePlan' },
          );
        } else if (isApiError(error) && error.status === 400) {
          const { fields: fieldErrors, messages } = mapServerErrors(error.data);
          fieldErrors.forEach((f, i) => {
            setError(
              f.path as Path<QuizForm>,
              { type: 'server', message: f.message },
              { shouldFocus: i === 0 },
            );
          });
          setBanner({ kind: 'messages', messages: [MESSAGES.quizQuestionsInvalid, ...messages] });
        } else {
          setBanner({
            kind: 'messages',
            messages: [
              (isApiError(error) && error.status >= 500) || !isApiError(error) || !error.detail
                ? 'The quizz could not be saved. Please try again.'
                : error.detail,
            ],
          });
        }
        return;
      }
      forgetDraft();
      // only now that the quiz is saved: a failed save keeps the basket for another try
      if (setup.marketIds.length > 0) removeFromStoredBasket(setup.marketIds);
      showSuccess(editing ? 'Your quizz has been saved' : 'Your quizz has been created');
      navigate('/quizz');
    },
    () => setBanner({ kind: 'messages', messages: [MESSAGES.quizQuestionsInvalid] }),
  );

  const saving = create.isPending || update.isPending;
  const questionCount = fields.length;

  return (
    <EditorFrame title={title} actions={<LatexHelpButton />}>
      <Stack spacing={2} sx={{ mb: 3 }} ref={bannerRef}>
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
          <Card component="section" aria-labelledby="quiz-settings-title" sx={{ mb: 4 }}>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <SectionTitle id="quiz-settings-title">Settings</SectionTitle>
              <Grid container spacing={2}>
                <Grid size={12}>
                  <TextField
                    label="Title"
                    required
                    error={!!formState.errors.title}
                    helperText={formState.errors.title?.message ?? `${titleValue.length}/${QUIZ_TITLE_MAX}`}
                    slotProps={{ htmlInput: { maxLength: QUIZ_TITLE_MAX } }}
                    {...register('title')}
                  />
                </Grid>
                <Grid size={12}>
                  <TextField
                    label="Description"
                    error={!!formState.errors.description}
                    helperText={
                      formState.errors.description?.message ??
                      `${descriptionValue.length}/${QUIZ_DESCRIPTION_MAX}`
                    }
                    slotProps={{ htmlInput: { maxLength: QUIZ_DESCRIPTION_MAX } }}
                    {...register('description')}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 8 }}>
                  <Controller
                    name="duration"
                    control={control}
                    render={({ field }) => (
                      <Box sx={{ px: 1 }}>
                        <Stack
                          direction="row"
                          sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
                        >
                          <Typography id={durationLabelId} variant="body2" sx={{ fontWeight: 600 }}>
                            Duration
                          </Typography>
                          <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
                            {formatDuration(field.value)}
                          </Typography>
                        </Stack>
                        <Slider
                          name={field.name}
                          value={field.value}
                          onChange={(_e, value) => field.onChange(value as number)}
                          onBlur={field.onBlur}
                          min={QUIZ_DURATION_MIN}
                          max={QUIZ_DURATION_MAX}
                          step={1}
                          marks={QUIZ_DURATION_MARKS.map((value) => ({ value, label: String(value) }))}
                          valueLabelDisplay="auto"
                          valueLabelFormat={formatDuration}
                          getAriaValueText={formatDuration}
                          slotProps={{ input: { 'aria-labelledby': durationLabelId } }}
                          sx={{
                            // 1 and 15 sit close together: nudge their labels apart
                            '& .MuiSlider-markLabel[data-index="0"]': { transform: 'translateX(-80%)' },
                            '& .MuiSlider-markLabel[data-index="1"]': { transform: 'translateX(-25%)' },
                          }}
                        />
                      </Box>
                    )}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    label="Number of students"
                    type="number"
                    error={!!formState.errors.number_students}
                    helperText={formState.errors.number_students?.message ?? 'Optional'}
                    slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
                    {...register('number_students')}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <LookupSelect name="theme" label="Theme" items={themes.data} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <LookupSelect name="type" label="Type" items={types.data} />
                </Grid>
              </Grid>

              <Grid container spacing={1} sx={{ mt: 2 }}>
                {SWITCHES.map((s) => (
                  <Fragment key={s.name}>
                    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                      <Controller
                        name={s.name}
                        control={control}
                        render={({ field }) => (
                          <FormControlLabel
                            sx={{ alignItems: 'flex-start', m: 0, gap: 0.5 }}
                            control={
                              <Switch
                                checked={!!field.value}
                                onChange={(e) => field.onChange(e.target.checked)}
                                onBlur={field.onBlur}
                                slotProps={{
                                  input: { ref: field.ref, 'aria-describedby': `switch-help-${s.name}` },
                                }}
                              />
                            }
                            label={
                              <Box sx={{ pt: 0.9 }}>
                                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                  {s.label}
                                </Typography>
                                <Typography
                                  id={`switch-help-${s.name}`}
                                  variant="caption"
                                  color="text.secondary"
                                  component="span"
                                  sx={{ display: 'block' }}
                                >
                                  {s.help}
                                </Typography>
                              </Box>
                            }
                          />
                        )}
                      />
                    </Grid>
                    {s.name === 'answers_available' && (
                      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                        <ReviewAfterField />
                      </Grid>
                    )}
                  </Fragment>
                ))}
              </Grid>
            </CardContent>
          </Card>

          <Box component="section" aria-labelledby="quiz-questions-title">
            <SectionTitle
              id="quiz-questions-title"
              aside={<Chip size="small" label={questionCount} aria-label={`${questionCount} questions`} />}
            >
              Questions
            </SectionTitle>
            {questionsLocked ? (
              <>
                <Alert severity="info" sx={{ mb: 2 }}>
                  This quizz has already been started: its questions can no longer be changed. You can still
                  change its settings.
                </Alert>
                <Stack spacing={2}>
                  {setup.initial.questions.map((question, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, read-only list
                    <QuestionPreview key={index} question={question} number={index + 1} />
                  ))}
                </Stack>
              </>
            ) : (
              <Stack spacing={2}>
                {fields.length === 0 && (
                  <Typography color="text.secondary">This quizz has no question yet.</Typography>
                )}
                {fields.map((field, index) => (
                  <QuestionCard
                    key={field.id}
                    index={index}
                    total={fields.length}
                    onMove={onMove}
                    onRemove={onRemove}
                  />
                ))}
                <Button
                  variant="outlined"
                  size="large"
                  startIcon={<AddIcon />}
                  onClick={() => append(emptyQuestionCard())}
                  sx={{ borderStyle: 'dashed', py: 2, borderWidth: 2, '&:hover': { borderWidth: 2 } }}
                >
                  Add a question
                </Button>
              </Stack>
            )}
          </Box>

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
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, pl: 1 }}>
              {questionCount === 1 ? '1 question' : `${questionCount} questions`}
            </Typography>
            <Button component={RouterLink} to="/quizz" color="inherit" onClick={forgetDraft}>
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
