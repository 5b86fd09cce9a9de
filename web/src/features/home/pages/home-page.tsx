import { Global } from '@emotion/react';
import ArrowForward from '@mui/icons-material/ArrowForward';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FunctionsOutlined from '@mui/icons-material/FunctionsOutlined';
import NoAccountsOutlined from '@mui/icons-material/NoAccountsOutlined';
import QrCode2Outlined from '@mui/icons-material/QrCode2Outlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '../../../lib/router';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QuizCodeForm } from '../components/quiz-code-form';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const TEACHER_FEATURES: Feature[] = [
  {
    icon: <EditNoteOutlined />,
    title: 'Create in minutes',
    text: 'Write multiple-choice questions with four answers, images and formulas, or pick ready-made questions from the market.',
  },
  {
    icon: <QrCode2Outlined />,
    title: 'Share by code, link or QR code',
    text: 'Start the quizz and let your class join with a short code, a link or a QR code shown on the projector.',
  },
  {
    icon: <BarChartOutlined />,
    title: 'Follow the results live',
    text: 'Watch answers arrive in real time, see which questions were hard and export everything to a spreadsheet.',
  },
];

const STUDENT_FEATURES: Feature[] = [
  {
    icon: <NoAccountsOutlined />,
    title: 'No account needed',
    text: 'Type the code your teacher gives you and start right away, anonymously or with your name.',
  },
  {
    icon: <FunctionsOutlined />,
    title: 'Clear questions',
    text: 'Formulas, images and a countdown: everything you need on your phone, tablet or computer.',
  },
  {
    icon: <EmojiEventsOutlined />,
    title: 'See how you did',
    text: 'Get your score at the end and review your answers against the correct ones.',
  },
];

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 44,
            height: 44,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            mb: 2,
            bgcolor: 'rgba(79, 70, 229, 0.1)',
            color: 'primary.main',
          }}
        >
          {feature.icon}
        </Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {feature.title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {feature.text}
        </Typography>
      </CardContent>
    </Card>
  );
}

function FeatureSection({
  id,
  title,
  intro,
  features,
}: {
  id: string;
  title: string;
  intro: string;
  features: Feature[];
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 5, md: 7 } }}>
      <Typography id={id} variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4, maxWidth: 640 }}>
        {intro}
      </Typography>
      <Grid container spacing={3}>
        {features.map((feature) => (
          <Grid key={feature.title} size={{ xs: 12, md: 4 }}>
            <FeatureCard feature={feature} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

/** Home (/): quiz code entry and a short presentation of the product. */
export function HomePage() {
  useDocumentTitle('');
  // the first render holds what a phone shows first (the code entry and the hero); the presentation
  // below comes one task later, and the footer is hidden until then: shown under the
  // hero alone, it would be pushed down when the sections arrive (a layout shift)
  const rest = useAfterFirstPaint();
  return (
    <>
      <Box
        sx={{
          background: 'linear-gradient(160deg, #eef0ff 0%, #f6f7fb 55%, #fff7e6 100%)',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 10 } }}>
          <Grid container spacing={{ xs: 4, md: 8 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography
                variant="overline"
                component="p"
                sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.12em' }}
              >
                Quizzes made simple
              </Typography>
              <Typography
                variant="h2"
                component="h1"
                sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, lineHeight: 1.1, mb: 2 }}
              >
                Fun, fast quizzes for every classroom
              </Typography>
              <Typography variant="h6" component="p" color="textSecondary" sx={{ fontWeight: 400, mb: 3 }}>
                Teachers create multiple-choice quizzes and watch results live. Students join with a code, no
                account needed.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button component={RouterLink} to="/plans" variant="outlined" size="large">
                  See the plans
                </Button>
                <Button
                  component={RouterLink}
                  to="/market"
                  size="large"
                  startIcon={<StorefrontOutlined />}
                  sx={{ color: 'primary.dark' }}
                >
                  Browse the Market Quizz
                </Button>
              </Stack>
            </Grid>
            {/* on phones the code entry comes first: that is what students came for */}
            <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: -1, md: 0 } }}>
              <Card sx={{ boxShadow: '0 24px 48px rgba(31, 35, 64, 0.10)' }}>
                <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                  <Typography variant="h5" component="h2" gutterBottom>
                    Join a quizz
                  </Typography>
                  <Typography color="textSecondary" sx={{ mb: 3 }}>
                    Your teacher gave you a code? Type it here.
                  </Typography>
                  <QuizCodeForm />
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        </Container>
      </Box>

      {rest ? <HomePresentation /> : <Global styles={{ 'body > #root footer': { display: 'none' } }} />}
    </>
  );
}

/** Below the hero: what the product offers teachers and students, and the call to the plans. */
function HomePresentation() {
  return (
    <Container maxWidth="lg">
      <FeatureSection
        id="home-teachers"
        title="For teachers and organisers"
        intro="Everything you need to check what your audience has understood, from the first question to the final report."
        features={TEACHER_FEATURES}
      />
      <FeatureSection
        id="home-students"
        title="For students"
        intro="Taking a quizz is as easy as typing a code."
        features={STUDENT_FEATURES}
      />
      <Box
        component="section"
        aria-labelledby="home-cta"
        sx={{
          my: { xs: 4, md: 6 },
          p: { xs: 3, md: 5 },
          borderRadius: 4,
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'space-between',
          gap: 3,
        }}
      >
        <Box>
          <Typography id="home-cta" variant="h5" component="h2" gutterBottom>
            Ready to run your first quizz?
          </Typography>
          <Typography sx={{ opacity: 0.92 }}>
            Start for free, and go Pro when you need more active quizzes.
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={RouterLink}
            to="/plans"
            variant="contained"
            size="large"
            endIcon={<ArrowForward />}
            sx={{ bgcolor: '#ffffff', color: 'primary.dark', '&:hover': { bgcolor: '#eef0ff' } }}
          >
            Compare the plans
          </Button>
          <Button
            component={RouterLink}
            to="/market"
            variant="outlined"
            size="large"
            sx={{
              color: '#ffffff',
              borderColor: 'rgba(255,255,255,0.7)',
              '&:hover': { borderColor: '#ffffff' },
            }}
          >
            Explore the market
          </Button>
        </Stack>
      </Box>
    </Container>
  );
}
