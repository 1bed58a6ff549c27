import { useTranslation } from 'react-i18next';

import { competenceBar, RISK_TARGET_MARK, riskBar } from './bar-values';
import { HeaderBar } from './header-bar';
import { RISK_SCALE_MAX, type HeaderPopover } from './header-constants';

export interface MonthBarsProps {
  competence: number | null;
  risks: number | null;
  /** The header's open popover. */
  popover: HeaderPopover | null;
  onToggle: (popover: HeaderPopover) => void;
  onClose: () => void;
}

/** The monthly competence and risk bars (hidden by the header on the classroom route). */
export function MonthBars({ competence, risks, popover, onToggle, onClose }: MonthBarsProps) {
  const { t } = useTranslation('header');
  const competenceValue = competenceBar(competence);
  const riskValue = riskBar(risks);
  return (
    <div className="month-bars">
      <HeaderBar
        label={t('bars.competence')}
        valueText={
          competenceValue.percent === null
            ? t('bars.noData')
            : t('bars.competenceValue', { value: competenceValue.percent })
        }
        hint={t('bars.competenceHint')}
        value={competenceValue}
        maxPercent={100}
        open={popover === 'competence'}
        onToggle={() => onToggle('competence')}
        onClose={onClose}
      />
      <HeaderBar
        label={t('bars.risk')}
        valueText={
          riskValue.percent === null
            ? t('bars.noData')
            : t('bars.riskValue', { percent: riskValue.percent })
        }
        hint={t('bars.riskHint')}
        value={riskValue}
        maxPercent={RISK_SCALE_MAX * 100}
        mark={RISK_TARGET_MARK}
        open={popover === 'risk'}
        onToggle={() => onToggle('risk')}
        onClose={onClose}
      />
    </div>
  );
}
