import { describe, expect, it } from 'vitest';

import { feedbackDialogListSchema } from './feedback';
import { libraryListSchema } from './library';
import { noticeSchema } from './notices';
import { screensaverSchema } from './screensaver';
import { settingsSchema } from './settings';
import { surveyDetailSchema } from './surveys';
import { trainingListSchema } from './training';

describe('notices', () => {
  const notice = {
    uuid: 'n-1',
    title: 'Route change',
    type: 'error',
    content: { 'content-type': 'video', content: 'v.webm' },
  };

  it('discriminates content by content-type and maps the other reading of types', () => {
    const parsed = noticeSchema.parse({
      ...notice,
      read: 0,
      priority: '2',
      actions: { a: { name: 'set_read', title: 'Read', callbacks: ['n/1/set_read'] } },
    });
    expect(parsed.type).toBe('danger');
    expect(parsed.content).toEqual({ 'content-type': 'video', content: 'v.webm' });
    expect([parsed.read, parsed.priority, parsed.actions[0]?.callbacks]).toEqual([
      false,
      2,
      ['n/1/set_read'],
    ]);
  });

  it('shows missing or unknown content as other, but needs a file for a video', () => {
    expect(noticeSchema.parse({ ...notice, content: null }).content).toEqual({
      'content-type': 'other',
      content: null,
    });
    expect(
      noticeSchema.parse({ ...notice, content: { 'content-type': 'audio', content: 'x' } }).content[
        'content-type'
      ],
    ).toBe('other');
    expect(
      noticeSchema.safeParse({ ...notice, content: { 'content-type': 'video', content: '' } })
        .success,
    ).toBe(false);
  });
});

describe('surveys', () => {
  const scale = {
    uuid: 'a-s',
    type: 'scale',
    params: {
      variants: [{ id: 1, title: { ru: 'Хорошо', en: 'Good' } }],
      criteria: [{ id: 2, title: 'Удобство' }],
    },
  };
  const detail = (elements: unknown) => ({
    survey: { uuid: 's-1', title: 'Conditions', elements },
    assignment: { id: 5001, number_of_attempts: '2' },
    results: null,
  });

  it('tells headings from questions and derives the answer type, in position order', () => {
    const parsed = surveyDetailSchema.parse(
      detail([
        {
          uuid: 'q-1',
          position: 2,
          type: 'question',
          text: 'Rate',
          important: 1,
          answers: [scale],
        },
        { uuid: 'h-1', position: '1', type: 'text', text: 'Part 1' },
      ]),
    );
    const [heading, question] = parsed.survey.elements;
    expect(heading?.type).toBe('text');
    expect(question?.type === 'question' && [question.answer_type, question.important]).toEqual([
      'scale',
      true,
    ]);
    expect(
      question?.type === 'question' &&
        question.answers[0]?.type === 'scale' &&
        question.answers[0].params.criteria[0]?.title,
    ).toEqual({ ru: 'Удобство' });
    expect(parsed.assignment).toEqual({
      id: 5001,
      start_dt: null,
      end_dt: null,
      number_of_attempts: 2,
    });
    expect(parsed.results).toEqual([]);
  });

  it('rejects a question without options and an unknown answer type', () => {
    expect(
      surveyDetailSchema.safeParse(detail([{ uuid: 'q-1', type: 'question', answers: [] }]))
        .success,
    ).toBe(false);
    const odd = { uuid: 'a-1', type: 'slider', params: {} };
    expect(
      surveyDetailSchema.safeParse(detail([{ uuid: 'q-1', type: 'question', answers: [odd] }]))
        .success,
    ).toBe(false);
  });
});

describe('other lists', () => {
  it('reads settings modules sent as a map and drops unknown ones', () => {
    const settings = settingsSchema.parse({
      modules: { study: 1, ipm: false, feedback: 'true', teleport: true },
    });
    expect(settings.modules).toEqual(['study', 'feedback']);
    expect([settings.pin_code_count, settings.device_settings.devMode, settings.languages]).toEqual(
      [0, false, []],
    );
    expect(settingsSchema.safeParse(null).success).toBe(false);
  });

  it('reads a dialog list with an unknown status as archive and themes as a map', () => {
    const list = feedbackDialogListSchema.parse({
      dialogs: [{ uuid: 'd-1', status: 'closed', unread_message_count: null }],
      themes: { t1: 'Safety' },
    });
    expect(list.dialogs[0]).toMatchObject({
      status: 'archive',
      unread_message_count: 0,
      messages: [],
    });
    expect(list.themes).toEqual([{ id: 't1', title: 'Safety' }]);
  });

  it('reads library items and leaves out an item of an unknown material type', () => {
    const item = {
      uuid: 'l-1',
      title: 'Rules',
      type: 'text_document',
      viewType: null,
      unread: '1',
    };
    expect(
      libraryListSchema.parse({ items: { a: item }, types: ['text_document', 'audio'] }),
    ).toMatchObject({
      items: [{ viewType: 'other', unread: true, metaFields: { use_signature: false } }],
      types: ['text_document'],
    });
    // An item of a type the kiosk cannot show is left out; the rest of the list stays.
    expect(
      libraryListSchema.parse({ items: [{ ...item, type: 'audio' }, item] }).items,
    ).toHaveLength(1);
  });

  it('reads a training row without a flow and rejects one without an appointment uuid', () => {
    const row = {
      title: 'Forklift',
      flow: null,
      appointment: { uuid: 'a-1', status: '4', enable: 1 },
    };
    expect(trainingListSchema.parse([row])[0]).toMatchObject({
      flow: null,
      appointment: { status: 4, enable: true, attempts_used: 0 },
    });
    expect(trainingListSchema.safeParse([{ ...row, appointment: {} }]).success).toBe(false);
  });

  it('needs a file for a video or image screensaver', () => {
    expect(
      screensaverSchema.parse({ type: 'template', file: null, params: null }).params.company_name,
    ).toBe('');
    expect(screensaverSchema.safeParse({ type: 'video', file: null }).success).toBe(false);
  });
});
