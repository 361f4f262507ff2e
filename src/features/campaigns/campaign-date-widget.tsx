import type { WidgetProps } from '@rjsf/utils';
import { DateTimeInput } from '@/components/date-time-input/date-time-input';

// Spec section 5: typed as MM/dd/yyyy or picked in a calendar; 'Date input not valid' for a date
// that cannot be used.
export function CampaignDateWidget({ label, value, onChange, disabled, readonly }: WidgetProps) {
  return (
    <DateTimeInput
      label={label}
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
      showTime={false}
      disabled={disabled || readonly}
    />
  );
}
