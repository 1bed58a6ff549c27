// Translation keys are typed from the Russian dictionaries (the default language).
import type analytics from '../../locales/ru/analytics.json';
import type app from '../../locales/ru/app.json';
import type auth from '../../locales/ru/auth.json';
import type cabinet from '../../locales/ru/cabinet.json';
import type common from '../../locales/ru/common.json';
import type config from '../../locales/ru/config.json';
import type dates from '../../locales/ru/dates.json';
import type courses from '../../locales/ru/courses.json';
import type demo from '../../locales/ru/demo.json';
import type errors from '../../locales/ru/errors.json';
import type feedback from '../../locales/ru/feedback.json';
import type header from '../../locales/ru/header.json';
import type health from '../../locales/ru/health.json';
import type keyboard from '../../locales/ru/keyboard.json';
import type learningClass from '../../locales/ru/learningClass.json';
import type loginSteps from '../../locales/ru/loginSteps.json';
import type library from '../../locales/ru/library.json';
import type notices from '../../locales/ru/notices.json';
import type notFound from '../../locales/ru/notFound.json';
import type outbox from '../../locales/ru/outbox.json';
import type outcome from '../../locales/ru/outcome.json';
import type pin from '../../locales/ru/pin.json';
import type ppe from '../../locales/ru/ppe.json';
import type question from '../../locales/ru/question.json';
import type rfid from '../../locales/ru/rfid.json';
import type risks from '../../locales/ru/risks.json';
import type screensaver from '../../locales/ru/screensaver.json';
import type setup from '../../locales/ru/setup.json';
import type stepper from '../../locales/ru/stepper.json';
import type surveys from '../../locales/ru/surveys.json';
import type training from '../../locales/ru/training.json';
import type validation from '../../locales/ru/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      analytics: typeof analytics;
      app: typeof app;
      auth: typeof auth;
      cabinet: typeof cabinet;
      common: typeof common;
      config: typeof config;
      dates: typeof dates;
      courses: typeof courses;
      demo: typeof demo;
      errors: typeof errors;
      feedback: typeof feedback;
      header: typeof header;
      health: typeof health;
      keyboard: typeof keyboard;
      learningClass: typeof learningClass;
      loginSteps: typeof loginSteps;
      library: typeof library;
      notices: typeof notices;
      notFound: typeof notFound;
      outbox: typeof outbox;
      outcome: typeof outcome;
      pin: typeof pin;
      ppe: typeof ppe;
      question: typeof question;
      rfid: typeof rfid;
      risks: typeof risks;
      screensaver: typeof screensaver;
      setup: typeof setup;
      stepper: typeof stepper;
      surveys: typeof surveys;
      training: typeof training;
      validation: typeof validation;
    };
  }
}
