import { useTranslation } from 'react-i18next';

import type { DemoModule } from '@/lib/api/schemas/demo';

export type DemoTask = DemoModule['questions'][number];

const TYPE_KEYS = {
  photo: 'questionTypes.photo',
  video: 'questionTypes.video',
  'combine-video': 'questionTypes.combineVideo',
} as const satisfies Record<DemoTask['type'], string>;

export interface DemoModuleListProps {
  modules: DemoModule[];
  onOpen: (task: DemoTask) => void;
}

/** The demo tasks grouped into their modules; a task opens its question. */
export function DemoModuleList({ modules, onOpen }: DemoModuleListProps) {
  const { t } = useTranslation('demo');
  return (
    <ul className="demo-modules" aria-label={t('modules.label')}>
      {modules.map((module) => (
        <li
          key={module.uuid}
          className="demo-module"
          aria-labelledby={`demo-module-${module.uuid}`}
        >
          <h2 id={`demo-module-${module.uuid}`} className="demo-module__title">
            {module.title}
          </h2>
          <p className="demo-module__count">
            {t('modules.tasks', { count: module.questions.length })}
          </p>
          <ul className="demo-module__tasks">
            {module.questions.map((task) => (
              <li key={String(task.id)}>
                <button
                  type="button"
                  className="demo-task"
                  aria-label={t('modules.openTask', { title: task.text })}
                  onClick={() => onOpen(task)}
                >
                  <span className="demo-task__text">{task.text}</span>
                  <span className="demo-task__type">{t(TYPE_KEYS[task.type])}</span>
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
