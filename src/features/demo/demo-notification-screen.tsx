import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import type { Notice } from '@/lib/api/schemas/notices';

import { AddressError } from './address-error';
import type { AddressValue } from './demo-address';
import { DemoNotice } from './demo-notice';
import { demoNoticeFromJson, type NoticeDefaults } from './demo-notice-input';
import { useAddressValue } from './use-address-value';

import './demo.css';

const PREFIX = '/demo-notification';

type Built =
  | { kind: 'ready'; notice: Notice }
  | { kind: 'failed'; message: 'noData' | 'invalidJson'; echo?: string };

function build(address: AddressValue, defaults: NoticeDefaults): Built {
  switch (address.kind) {
    case 'empty':
      return { kind: 'failed', message: 'noData' };
    case 'id':
      return { kind: 'failed', message: 'invalidJson', echo: address.id };
    case 'invalid':
      return { kind: 'failed', message: 'invalidJson', echo: address.echo };
    case 'json': {
      const notice = demoNoticeFromJson(address.value, defaults);
      return notice
        ? { kind: 'ready', notice }
        : { kind: 'failed', message: 'invalidJson', echo: address.echo };
    }
  }
}

/**
 * #/demo-notification/{json} (spec 2 §2): a demo notice built from a JSON in the address, missing
 * texts filled in with defaults, shown like a notice; an unusable address shows the reason as text.
 */
export function DemoNotificationScreen() {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const address = useAddressValue(PREFIX);
  const built = useMemo(
    () =>
      build(address, {
        title: t('defaults.noticeTitle'),
        description: t('defaults.noticeDescription'),
      }),
    [address, t],
  );
  return (
    <main className="screen demo" aria-label={t('labels.notice')}>
      {built.kind === 'ready' ? (
        <DemoNotice notice={built.notice} onAction={() => navigate(paths.start)} />
      ) : (
        <AddressError message={t(`errors.${built.message}`)} echo={built.echo} />
      )}
      <div className="demo__actions">
        <Link className="button" to={paths.start}>
          {t('actions.exit')}
        </Link>
      </div>
    </main>
  );
}
