import {
  Button,
  Collapse,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { ORDER_TYPE_LABELS, ORDER_TYPES, isOrderType } from '../../../domain/order-types';
import type { SaleAction } from './sale';
import type { DeliveryField, SaleExtras } from './sale-extras';

const DELIVERY_FIELDS: { field: DeliveryField; label: string; inputMode?: 'tel' | 'numeric' }[] = [
  { field: 'reference', label: 'رقم طلب التطبيق' },
  { field: 'name', label: 'اسم العميل' },
  { field: 'phone', label: 'الجوال', inputMode: 'tel' },
  { field: 'address', label: 'العنوان' },
];

/**
 * A restaurant sale's order type (decision 0056): «محلي / سفري / توصيل», takeaway by default.
 * Dine-in offers an optional table (a number pad on a tablet); delivery its details, collapsible.
 */
export const OrderTypePanel = memo(function OrderTypePanel(props: {
  extras: SaleExtras;
  dispatch: (a: SaleAction) => void;
}) {
  const { extras, dispatch } = props;
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={6} data-testid="pos-order">
      <Group gap={6} wrap="nowrap">
        <SegmentedControl
          style={{ flex: 1 }}
          fullWidth
          size="lg"
          radius="md"
          value={extras.orderType}
          onChange={(v) => isOrderType(v) && dispatch({ type: 'orderType', value: v })}
          data={ORDER_TYPES.map((v) => ({ value: v, label: ORDER_TYPE_LABELS[v] }))}
          data-testid="pos-order-type"
        />
        {extras.orderType === 'dine_in' && (
          <TextInput
            size="lg"
            w={110}
            placeholder="الطاولة"
            aria-label="رقم الطاولة"
            inputMode="numeric"
            maxLength={40}
            value={extras.table}
            onChange={(e) => dispatch({ type: 'table', value: e.currentTarget.value })}
            data-testid="pos-order-table"
          />
        )}
        {extras.orderType === 'delivery' && (
          <Button
            variant="light"
            h={50}
            w={110}
            px={6}
            onClick={() => setOpen((o) => !o)}
            rightSection={open ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
            data-testid="pos-delivery-toggle"
          >
            التفاصيل
          </Button>
        )}
      </Group>
      {extras.orderType === 'delivery' && (
        <>
          <Collapse in={open}>
            <SimpleGrid cols={2} spacing={6}>
              {DELIVERY_FIELDS.map(({ field, label, inputMode }) => (
                <TextInput
                  key={field}
                  size="md"
                  styles={{ input: { minHeight: 44 } }}
                  placeholder={label}
                  aria-label={label}
                  inputMode={inputMode}
                  maxLength={
                    field === 'address' ? 300 : field === 'name' ? 80 : field === 'phone' ? 20 : 40
                  }
                  value={extras.delivery[field]}
                  onChange={(e) =>
                    dispatch({ type: 'delivery', field, value: e.currentTarget.value })
                  }
                  data-testid={`pos-delivery-${field}`}
                />
              ))}
            </SimpleGrid>
          </Collapse>
        </>
      )}
    </Stack>
  );
});
