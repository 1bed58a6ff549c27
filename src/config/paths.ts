/** Route paths of both specs (hash routing) and builders for the ones with parameters. */
export const paths = {
  start: '/',
  startup: '/startup',
  cabinet: '/cabinet',
  preshift: '/preshift',
  extraEducation: '/extra-education',
  targetedTraining: '/targeted_training',
  electronicCourses: '/electronic-courses',
  electronicCoursesClass: '/electronic-courses-class',
  siz: '/siz',
  demo: '/demo',
  demoNotification: '/demo-notification/*',
  demoQuestion: '/demo-question/*',
  notices: '/notices',
  noticeList: '/notice-list',
  noticeDetail: '/notice-list/:id',
  library: '/library/:types',
  libraryMaterial: '/library/material/:id',
  empLvl: '/emp-lvl',
  questionary: '/questionary',
  setRfid: '/set-rfid',
  feedback: '/feedback',
  feedbackAdd: '/feedback/add',
  feedbackDialog: '/feedback/dialog/:id',
  failVisual: '/failvisual',
  successVisual: '/successvisual',
  fail: '/fail',
  success: '/success',
  error: '/error',
  /** The installer's health screen, behind the installer code (issue 31; not in the specs' route tables). */
  health: '/health',
} as const;

export type RouteKey = keyof typeof paths;

export const toNotice = (id: string) => `/notice-list/${encodeURIComponent(id)}`;
export const toLibrary = (types: string) => `/library/${types}`;
export const toLibraryMaterial = (id: string) => `/library/material/${encodeURIComponent(id)}`;
export const toFeedbackDialog = (id: string) => `/feedback/dialog/${encodeURIComponent(id)}`;
