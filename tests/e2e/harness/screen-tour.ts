// The screens-fit tour: every screen of the app in mock mode, grouped by the session each needs.
import {
  alone,
  heading,
  landing,
  login,
  route,
  startLink,
  type TourGroup,
  type TourScreen,
} from './tour-kit';

const DIALOG = 'c63a49c7-683f-4eaa-8fbe-2d9e3beb9196';
const MATERIAL = '680b87f3-7cfd-4cae-963d-00eabc9e0d9a';
const NOTICE = '5fbfe8c0-8776-4989-bcd2-022ef6c07140';
const DEMO_NOTICE = encodeURIComponent(
  JSON.stringify({
    type: 'danger',
    content: { 'content-type': 'other', content: 'Demo' },
    actions: [{ name: 'agree', title: 'OK', callbacks: ['x'] }],
  }),
);
const DESKTOP = { desktop: 'simulated' };

/** The pre-shift run's steps one by one (developer mode offers Skip on every step). */
const FLOW_STEPS = 6;
const flowStep = (index: number): TourScreen => ({
  name: `step ${index + 1}`,
  show: async (page, t) => {
    if (index === 0) {
      await page.getByRole('button', { name: t('stepper', 'chooseFlow.all') }).click();
    } else {
      const shown = await page.locator('.step-fade').elementHandle();
      await page.getByRole('button', { name: t('stepper', 'actions.skip'), exact: true }).click();
      await page.waitForFunction((step) => !step?.isConnected, shown);
    }
    await page.locator('.step-fade').waitFor();
  },
});

/** Every screen of both specs, by the session it needs. */
export const tourGroups: TourGroup[] = [
  {
    name: 'guest',
    start: (_page, open) => open('/'),
    screens: [
      landing('start', ['auth', 'tabel.title']),
      route('demo', '/demo', ['demo', 'title']),
      route('demo question', '/demo-question/9002', (page, t) =>
        page.getByRole('main', { name: t('demo', 'labels.question') }),
      ),
      route('demo notice', `/demo-notification/${DEMO_NOTICE}`, (page, t) =>
        page.getByRole('main', { name: t('demo', 'labels.notice') }),
      ),
      route('learning class', '/electronic-courses-class', ['learningClass', 'title']),
      route('error', '/error', ['app', 'errorScreen.title']),
      route('not found', '/no/such/screen', ['notFound', 'title']),
      {
        name: 'select yourself',
        show: async (page, t) => {
          await page.evaluate(() => {
            window.location.hash = '/';
          });
          for (const digit of '2000') {
            await page.getByRole('button', { name: digit, exact: true }).click();
          }
          await page.getByRole('button', { name: t('auth', 'tabel.buttons.cabinet') }).click();
          await page
            .getByRole('dialog', { name: t('loginSteps', 'selectYourself.title') })
            .waitFor();
        },
      },
    ],
  },
  startLink('local account', 'tabel.links.localAccount', ['loginSteps', 'ldap.title']),
  startLink('courses login', 'tabel.links.electronicCourses', ['loginSteps', 'courses.title']),
  startLink('name search', 'tabel.links.searchByName', ['loginSteps', 'search.title']),
  {
    name: 'language',
    start: (_page, open) => open('/'),
    screens: [
      {
        name: 'language picker',
        show: async (page, t) => {
          await page.getByRole('button', { name: t('common', 'language.title') }).click();
          await page.getByRole('dialog', { name: t('common', 'language.choose') }).waitFor();
        },
      },
    ],
  },
  {
    name: 'employee 1001',
    start: login('1001'),
    screens: [
      landing('cabinet', ['cabinet', 'title']),
      route('extra education', '/extra-education', ['training', 'titles.extra']),
      route('targeted training', '/targeted_training', ['training', 'titles.targeted']),
      route('PPE', '/siz', ['ppe', 'title']),
      route('notice list', '/notice-list', ['notices', 'title']),
      route('notice', `/notice-list/${NOTICE}`, ['notices', 'detail.title']),
      route('regulations', '/library/text_document', ['library', 'sections.regulations']),
      route('videos', '/library/video_tutorial,simulated_situation', [
        'library',
        'sections.videoInstructions',
      ]),
      route('material', `/library/material/${MATERIAL}`, (page) =>
        page.locator('main.library-material'),
      ),
      route('analytics', '/emp-lvl', ['analytics', 'title']),
      route('surveys', '/questionary', ['surveys', 'title']),
      route('feedback', '/feedback', ['feedback', 'title']),
      route('feedback add', '/feedback/add', ['feedback', 'add.title']),
      route('feedback dialog', `/feedback/dialog/${DIALOG}`, ['feedback', 'dialog.title']),
      route('preshift', '/preshift', ['stepper', 'chooseFlow.title']),
    ],
  },
  {
    name: 'pre-shift run',
    start: async (page, open) => {
      await login('1001', { devMode: true })(page, open);
      await page.locator('main h1').first().waitFor();
      await page.evaluate(() => {
        window.location.hash = '/preshift';
      });
    },
    screens: Array.from({ length: FLOW_STEPS }, (_, index) => flowStep(index)),
  },
  {
    name: 'student 1006',
    start: login('1006'),
    screens: [
      {
        name: 'courses',
        show: async (page, t) => {
          const card = new RegExp(`^${t('cabinet', 'cards.electronicCourses')}`);
          await page.getByRole('link', { name: card }).click();
          await heading(page, t('courses', 'title')).waitFor();
        },
      },
    ],
  },
  { name: 'risks', start: login('1002'), screens: [landing('risk report', ['risks', 'title'])] },
  {
    name: 'survey',
    start: login('1003'),
    screens: [landing('important survey', ['surveys', 'intro.title'])],
  },
  {
    name: 'notices',
    start: login('1004'),
    screens: [landing('blocking notices', ['notices', 'importantTitle'])],
  },
  {
    name: 'library',
    start: login('1005'),
    screens: [landing('important material', ['library', 'important.warning'])],
  },
  {
    name: 'pin',
    start: login('1009', { mockScenario: 'pin' }),
    screens: [landing('PIN', (page) => page.locator('main.pin-screen h1'))],
  },
  alone('rfid login', { mockScenario: 'rfid', ...DESKTOP }, ['loginSteps', 'rfid.title']),
  alone('class login', { mockScenario: 'class' }, ['app', 'screens.electronicCoursesClass']),
  {
    name: 'desktop',
    start: login('1001', DESKTOP),
    screens: [
      landing('desktop cabinet', ['cabinet', 'title']),
      route('RFID link', '/set-rfid', ['rfid', 'title']),
    ],
  },
  {
    // Last: the shell's start error stays scripted for every later load of this page.
    name: 'setup wizard',
    start: async (page, open) => {
      await page.addInitScript(() => {
        (window as Window & { kioskSimulatorPreset?: unknown }).kioskSimulatorPreset = {
          startError: true,
          os: 'linux',
        };
      });
      await open('/', DESKTOP);
    },
    screens: [landing('setup wizard', ['setup', 'title'])],
  },
];
