import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import {
  POS_PAYMENT_ORDER,
  PAYMENT_MEANS_LABELS,
  isPaymentMeansCode,
  type PaymentMeansCode,
} from '../../../domain/payment-means';
import { t } from '../../locales/ar';
import { memo } from 'react';

/**
 * Payment means as large radio cards, the business's means only, in the POS order of the legacy app
 * (mada, cash, apps, apps cash, credit). Changing it re-prices the cart.
 */
export const PaymentPicker = memo(function PaymentPicker(props: {
  enabled: readonly PaymentMeansCode[];
  value: PaymentMeansCode;
  onChange: (code: PaymentMeansCode) => void;
}) {
  const codes = POS_PAYMENT_ORDER.filter((c) => props.enabled.includes(c));
  return (
    <Radio.Group
      value={props.value}
      onChange={(v) => isPaymentMeansCode(v) && props.onChange(v)}
      label={t.pos.payment}
      labelProps={{ fw: 700, mb: 4 }}
    >
      <SimpleGrid cols={codes.length > 3 ? 3 : codes.length} spacing={6} verticalSpacing={6}>
        {codes.map((code) => {
          const checked = props.value === code;
          return (
            <Radio.Card
              key={code}
              value={code}
              radius="md"
              p={0}
              mih={52}
              data-testid={`pos-pay-${code}`}
              style={{
                borderWidth: 2,
                borderColor: checked ? 'var(--mantine-color-teal-6)' : undefined,
                background: checked ? 'var(--mantine-color-teal-0)' : 'var(--mantine-color-white)',
                touchAction: 'manipulation',
              }}
            >
              <Group gap={8} wrap="nowrap" px={10} h="100%" mih={52}>
                <Radio.Indicator size="md" />
                <Text fw={checked ? 800 : 600} size="md" lh={1.2}>
                  {PAYMENT_MEANS_LABELS[code]}
                </Text>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
});
