import { useTranslation } from 'react-i18next';

/** The masked PIN input: one dot per digit, filled as digits are typed; the digits never show. */
export function PinDots({ length, filled }: { length: number; filled: number }) {
  const { t } = useTranslation('pin');
  return (
    <div
      className="pin-dots"
      role="img"
      aria-label={t('input.filled', { current: filled, total: length })}
      data-filled={filled}
    >
      {Array.from({ length }, (_, index) => (
        <span
          key={index}
          className={`pin-dots__dot${index < filled ? ' pin-dots__dot--filled' : ''}`}
        />
      ))}
    </div>
  );
}
