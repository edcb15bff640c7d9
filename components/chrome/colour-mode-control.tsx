import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n';
import { ColourModeToggle } from './colour-mode-toggle';
import { COLOUR_MODES } from './colour-mode-provider';
import { MoonIcon, SunIcon, SystemIcon } from './icons';

/** The colour-mode toggle with its names in `locale` and its three icons. */
export async function ColourModeControl({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'colourMode' });
  const next = (i: number) => COLOUR_MODES[(i + 1) % COLOUR_MODES.length]!;
  const labels = Object.fromEntries(
    COLOUR_MODES.map((mode, i) => [mode, t('toggle', { current: t(mode), next: t(next(i)) })]),
  );
  return (
    <ColourModeToggle labels={labels as Record<(typeof COLOUR_MODES)[number], string>} pendingLabel={t('pending')}>
      <span data-icon="light">
        <SunIcon />
      </span>
      <span data-icon="dark">
        <MoonIcon />
      </span>
      <span data-icon="system">
        <SystemIcon />
      </span>
    </ColourModeToggle>
  );
}
