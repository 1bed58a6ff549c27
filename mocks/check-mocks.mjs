#!/usr/bin/env node
// Consistency check for the mock-mode data set. Usage: node mocks/check-mocks.mjs
// - every *.json parses, is two-space formatted with a trailing newline, and holds `data` or `__status`
// - every "media:<file>" value exists in mocks/media
// - every .en.json has a Russian counterpart with the same shape
// - every referenced flow, employee, survey, library item, dialog, demo question,
//   screensaver, learning class and course appointment has its file
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const errors = [];
const fail = (file, msg) => errors.push(`${file}: ${msg}`);

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (full !== join(root, 'media')) out.push(...walk(full));
    } else if (name.endsWith('.json')) out.push(full);
  }
  return out;
}

// ---------------------------------------------------------------- parse and format
const docs = new Map(); // relative path without .json -> parsed body
for (const full of walk(root)) {
  const rel = relative(root, full).split(sep).join('/');
  const text = readFileSync(full, 'utf8');
  let body;
  try {
    body = JSON.parse(text);
  } catch (e) {
    fail(rel, `invalid JSON: ${e.message}`);
    continue;
  }
  if (JSON.stringify(body, null, 2) + '\n' !== text) fail(rel, 'not two-space formatted with a trailing newline');
  if (!body || typeof body !== 'object' || Array.isArray(body)) fail(rel, 'body is not an object');
  else if (!('data' in body) && !('__status' in body)) fail(rel, 'body has neither data nor __status');
  else if ('__status' in body && (!Number.isInteger(body.__status) || body.__status < 400)) fail(rel, '__status must be an HTTP error code');
  docs.set(rel.replace(/\.json$/, ''), body);
}
const has = (p) => docs.has(p);
const get = (p) => docs.get(p)?.data;
const need = (from, p, what) => {
  if (!has(p)) fail(from, `${what} -> missing mocks/${p}.json`);
};

// ---------------------------------------------------------------- media references and generic walk
const mediaDir = join(root, 'media');
function visit(value, fn, path = []) {
  fn(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => visit(v, fn, [...path, i]));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, fn, [...path, k]);
}
for (const [p, body] of docs) {
  visit(body, (v, path) => {
    if (typeof v === 'string' && v.startsWith('media:')) {
      const file = v.slice('media:'.length);
      if (!file || file.includes('/') || !existsSync(join(mediaDir, file))) fail(p, `${path.join('.')} references missing media "${file}"`);
    }
  });
}

// ---------------------------------------------------------------- English variants
const shape = (v) => {
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]));
  return typeof v;
};
for (const [p, body] of docs) {
  if (!p.endsWith('.en')) continue;
  const base = p.slice(0, -3);
  if (!has(base)) fail(p, 'English variant without a Russian file');
  else if (JSON.stringify(shape(body)) !== JSON.stringify(shape(docs.get(base)))) fail(p, `shape differs from ${base}.json`);
}
const ruDocs = [...docs].filter(([p]) => !p.endsWith('.en'));
// content-heavy GETs must have an English variant
const NEEDS_EN = /^(flows|questions|library|notifications|surveys|electronicCourses|ipm|screensavers|risks|feedback|learning_class)\/|^(demo|extra-educations|targeted-training|electronicCourses)$/;
for (const [p, body] of ruDocs) {
  if (NEEDS_EN.test(p) && 'data' in body && !has(`${p}.en`)) fail(p, 'content-heavy answer without an .en.json variant');
}

// ---------------------------------------------------------------- employees
const employeeUuids = new Set();
const employeeFiles = (uuid) => [
  [`employees/auth.uuid=${uuid}`, 'auth'],
  [`employees/getForUuid.uuid=${uuid}`, 'lookup by uuid'],
  [`employees/getNotifications.uuid=${uuid}`, 'notification count'],
  [`notifications/byEmployee/${uuid}`, 'notices'],
  [`ipm/needs/${uuid}`, 'PPE'],
  [`risks/${uuid}`, 'risk report'],
  [`surveys/assignments/byEmployee/${uuid}`, 'surveys'],
];
for (const [p, body] of ruDocs) {
  if (!p.startsWith('employees/') && !p.startsWith('ldap/') && !p.startsWith('students/auth')) continue;
  const data = body.data;
  if (data === undefined) continue;
  const list = Array.isArray(data) ? data : p.includes('getNotifications') ? [] : [data];
  for (const e of list) {
    if (!e.uuid || !e.number) {
      fail(p, 'employee without uuid or number');
      continue;
    }
    employeeUuids.add(e.uuid);
    const m = p.match(/getForNumber\.number=(.+)$/);
    if (m && e.number !== m[1]) fail(p, `employee ${e.uuid} has number ${e.number}`);
    const f = p.match(/getForFamily\.family=(.+)$/);
    if (f && !e.title.startsWith(f[1] + ' ')) fail(p, `employee ${e.title} does not have surname ${f[1]}`);
    const u = p.match(/\.uuid=(.+)$/);
    if (u && e.uuid !== u[1]) fail(p, `answers employee ${e.uuid}`);
    if (p.includes('auth')) {
      for (const k of ['token', 'position', 'library_unread_count', 'competence', 'risks', 'is_student', 'viewRisks']) {
        if (!(k in e)) fail(p, `auth employee lacks ${k}`);
      }
      if (e.important_survey) {
        const s = e.important_survey;
        need(p, `surveys/${s.survey_uuid}`, 'important_survey');
        const rows = get(`surveys/assignments/byEmployee/${e.uuid}`) ?? [];
        if (!rows.some((r) => r.uuid === s.survey_uuid && r.id === s.appointment_id)) fail(p, 'important_survey is not in the employee survey list');
      }
      if (e.important_library) need(p, `library/items.uuid=${e.important_library.uuid}`, 'important_library');
      if (e.personal_simple_check_flow_uuid) need(p, `flows/${e.personal_simple_check_flow_uuid}`, 'personal_simple_check_flow_uuid');
    }
  }
}
for (const uuid of employeeUuids) for (const [p, what] of employeeFiles(uuid)) need(`employee ${uuid}`, p, what);
for (const [p] of ruDocs) {
  const m = p.match(/^(?:notifications\/byEmployee|ipm\/needs|risks|surveys\/assignments\/byEmployee)\/(.+)$/);
  if (m && !employeeUuids.has(m[1])) fail(p, 'file for an unknown employee');
}

// ---------------------------------------------------------------- notices
for (const [p, body] of ruDocs.filter(([p]) => p.startsWith('notifications/byEmployee/'))) {
  for (const n of body.data.notifications) {
    for (const a of n.actions) {
      if (!['put_aside', 'close', 'set_read', 'agree', 'refused'].includes(a.name)) fail(p, `unknown action ${a.name}`);
      for (const c of a.callbacks) if (!c.startsWith(`notifications/${n.uuid}/`)) fail(p, `callback ${c} does not belong to ${n.uuid}`);
    }
  }
  const uuid = p.split('/').pop();
  const count = get(`employees/getNotifications.uuid=${uuid}`);
  const unread = body.data.notifications.filter((n) => !n.read).length;
  if (count && count.count !== unread) fail(p, `getNotifications count ${count.count} != unread ${unread}`);
}

// ---------------------------------------------------------------- flows
const flowRefs = new Set();
for (const [p, body] of ruDocs) {
  visit(body.data, (v, path) => {
    const key = path[path.length - 1];
    if ((key === 'pre_shift_flow_uuid' || key === 'personal_simple_check_flow_uuid') && v) flowRefs.add([p, v]);
    if (key === 'flow' && typeof v === 'string') flowRefs.add([p, v]);
    if (key === 'flow' && v && typeof v === 'object' && typeof v.uuid === 'string') flowRefs.add([p, v.uuid]);
  });
}
for (const [p, id] of flowRefs) need(p, `flows/${id}`, `flow ${id}`);
for (const [p, body] of ruDocs.filter(([p]) => p.startsWith('flows/'))) {
  if (!Array.isArray(body.data) || body.data.length === 0) fail(p, 'flow answer must be a non-empty array of educations');
  for (const edu of body.data ?? []) {
    const steps = Array.isArray(edu.steps) ? edu.steps : Object.values(edu.steps ?? {});
    for (const s of steps) {
      if (!s.uuid || !s.name || !s.params) fail(p, `step without uuid, name or params in ${edu.uuid}`);
      if (['question', 'extra_education_question'].includes(s.name)) {
        const qs = s.question.type === 'combine-video' ? s.question.child_questions : [s];
        if (qs.length === 0) fail(p, `combine-video ${s.question.id} without child questions`);
        for (const q of qs) if (!q.answers.some((a) => a.is_right)) fail(p, `question ${q.question.id} has no right answer`);
      }
      if (['document', 'video'].includes(s.name) && !s.data?.url) fail(p, `${s.name} step ${s.uuid} without data.url`);
    }
  }
}

// body-part names must be ones the app's figure knows (spec 1 §2 lists these 19 of its 21 parts)
const BODY_PARTS = new Set(['head', 'neck', 'chest', 'shoulder_left', 'shoulder_right', 'arm_left', 'arm_right', 'forearm_left', 'forearm_right', 'hand_left', 'hand_right', 'belly', 'belly_up', 'belly_down', 'hip_joint', 'shin_left', 'shin_right', 'foot_left', 'foot_right']);
for (const [p, body] of ruDocs) {
  visit(body.data, (v, path) => {
    const key = path[path.length - 1];
    const parent = path[path.length - 3];
    if ((key === 'body_part' || (key === 'name' && parent === 'body_parts')) && !BODY_PARTS.has(v)) fail(p, `${path.join('.')}: unknown body part "${v}"`);
  });
}

// ---------------------------------------------------------------- surveys, library, feedback, demo, screensavers, class, courses
for (const [p, body] of ruDocs.filter(([p]) => p.startsWith('surveys/assignments/byEmployee/'))) {
  for (const r of body.data) need(p, `surveys/${r.uuid}`, `survey ${r.uuid}`);
}
for (const [p, body] of ruDocs.filter(([p]) => /^library\/items(\.types=.*)?$/.test(p))) {
  for (const i of body.data.items) need(p, `library/items.uuid=${i.uuid}`, `library item ${i.uuid}`);
}
const fb = get('feedback/dialogs');
if (fb) {
  for (const d of fb.dialogs) {
    need('feedback/dialogs', `feedback/dialogs.uuid=${d.uuid}`, `dialog ${d.uuid}`);
    if (!(d.theme_uuid in fb.themes)) fail('feedback/dialogs', `dialog ${d.uuid} has unknown theme ${d.theme_uuid}`);
    for (const m of d.messages) if (m.author_employee && !employeeUuids.has(m.author_employee)) fail('feedback/dialogs', `message author ${m.author_employee} is not a mock employee`);
  }
}
const demo = get('demo');
if (demo) for (const m of demo.modules) for (const q of m.questions) need('demo', `questions/${q.id}`, `demo question ${q.id}`);
for (const [p, body] of ruDocs.filter(([p]) => /^settings(\..+)?$/.test(p))) {
  const s = body.data;
  if (s.screensaver_uuid) need(p, `screensavers/${s.screensaver_uuid}`, 'screensaver_uuid');
  if (s.learning_class_id) {
    need(p, `learning_class/sessions/status/${s.learning_class_id}`, 'learning_class_id');
    need(p, `learning_class/sessions/students_list/${s.learning_class_id}`, 'learning_class_id');
  }
}
for (const [p, body] of ruDocs) {
  const appoints = [];
  if (p.startsWith('learning_class/sessions/students_list/')) for (const r of body.data) appoints.push(r.course.appoint.uuid);
  if (p.startsWith('electronicCourses/getAppointsByEmployee')) for (const c of body.data) appoints.push(c.appoint.uuid);
  for (const a of appoints) need(p, `electronicCourses/getAppointWithCourse.appoint=${a}`, `course appointment ${a}`);
  const m = p.match(/^electronicCourses\/getAppointWithCourse\.appoint=(.+)$/);
  if (m && body.data.appoint.uuid !== m[1]) fail(p, 'answers a different appointment');
}

// ---------------------------------------------------------------- result
const media = readdirSync(mediaDir);
const mediaBytes = media.reduce((s, f) => s + statSync(join(mediaDir, f)).size, 0);
if (mediaBytes > 1.5 * 1024 * 1024) errors.push(`media: ${mediaBytes} bytes, over 1.5 MB`);
if (errors.length) {
  console.error(errors.join('\n'));
  console.error(`\ncheck-mocks: ${errors.length} problem(s) in ${docs.size} files`);
  process.exit(1);
}
console.log(`check-mocks: ${docs.size} JSON files, ${employeeUuids.size} employees, ${flowRefs.size} flow references, ${media.length} media files (${(mediaBytes / 1024).toFixed(0)} KiB): OK`);
