import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ModifierGroupBody, ModifierGroupView } from '../../../../domain/schemas/restaurant';
import { ApiError } from '../../../lib/api';
import { showSaveError } from '../../../lib/save-error';
import { useSaveModifierGroup } from '../api/modifiers';
import { TargetPickers } from '../../../components/TargetPickers';
import { m } from './text';

interface OptionRow {
  id?: number;
  name: string;
  nameEn: string;
  priceChange: number | string;
}
interface Values {
  name: string;
  nameEn: string;
  required: boolean;
  minChoices: number | string;
  maxChoices: number | string;
  options: OptionRow[];
  productIds: string[];
  categoryIds: string[];
}

const emptyOption = (): OptionRow => ({ name: '', nameEn: '', priceChange: 0 });

function initialValues(g?: ModifierGroupView): Values {
  if (!g) {
    return {
      ...{ name: '', nameEn: '', required: false, minChoices: 0, maxChoices: 1 },
      ...{ options: [emptyOption()], productIds: [], categoryIds: [] },
    };
  }
  return {
    ...{ name: g.name, nameEn: g.nameEn, required: g.required },
    ...{ minChoices: g.minChoices, maxChoices: g.maxChoices },
    options: g.options
      .filter((o) => !o.archived)
      .map((o) => ({ id: o.id, name: o.name, nameEn: o.nameEn, priceChange: o.priceChange })),
    productIds: g.productIds.map(String),
    categoryIds: g.categoryIds.map(String),
  };
}

/** The form's values as the wire body (decision 0056): price changes SAR, ids as numbers. */
export function toModifierGroupBody(v: Values): ModifierGroupBody {
  return {
    name: v.name.trim(),
    nameEn: v.nameEn.trim(),
    required: v.required,
    minChoices: Number(v.minChoices) || 0,
    maxChoices: Number(v.maxChoices) || 1,
    options: v.options.map((o) => ({
      ...(o.id ? { id: o.id } : {}),
      name: o.name.trim(),
      nameEn: o.nameEn.trim(),
      priceChange: Number(o.priceChange) || 0,
    })),
    productIds: v.productIds.map(Number),
    categoryIds: v.categoryIds.map(Number),
  };
}

/**
 * A modifier group's form in a modal (new when `group` is absent): name, English name, required,
 * min–max choices, the option rows (add, remove, reorder) and where it applies. The server's
 * Arabic field errors (`fields`, e.g. `options.0.name`) are shown on their fields.
 */
export function ModifierGroupForm(props: {
  business: string;
  group?: ModifierGroupView;
  onClose: () => void;
}) {
  const { business, group, onClose } = props;
  const form = useForm<Values>({ initialValues: initialValues(group) });
  const save = useSaveModifierGroup(business, group?.id);
  const options = form.getValues().options;

  function submit(values: Values) {
    save.mutate(toModifierGroupBody(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: m.saved });
        onClose();
      },
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
          form.setErrors(err.fields);
        } else showSaveError(err);
      },
    });
  }

  return (
    <Modal opened onClose={onClose} title={group ? m.editTitle : m.newTitle} size="xl" dir="rtl">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={m.name}
              required
              size="md"
              {...form.getInputProps('name')}
              data-testid="group-name"
            />
            <TextInput label={m.nameEn} size="md" dir="ltr" {...form.getInputProps('nameEn')} />
          </Group>
          <Group grow align="flex-start">
            <Switch
              label={m.required}
              size="md"
              {...form.getInputProps('required', { type: 'checkbox' })}
            />
            <NumberInput
              label={m.min}
              min={0}
              max={20}
              size="md"
              {...form.getInputProps('minChoices')}
            />
            <NumberInput
              label={m.max}
              min={1}
              max={20}
              size="md"
              {...form.getInputProps('maxChoices')}
              data-testid="group-max"
            />
          </Group>
          <Text fw={600}>{m.options}</Text>
          {typeof form.errors.options === 'string' && (
            <Text c="red" size="sm">
              {form.errors.options}
            </Text>
          )}
          {options.map((_, i) => (
            <Group
              key={form.key(`options.${i}`)}
              align="flex-end"
              wrap="nowrap"
              data-testid="option-row"
            >
              <TextInput
                label={m.optionName}
                size="md"
                style={{ flex: 2 }}
                {...form.getInputProps(`options.${i}.name`)}
                data-testid={`option-name-${i}`}
              />
              <TextInput
                label={m.nameEn}
                size="md"
                dir="ltr"
                style={{ flex: 2 }}
                {...form.getInputProps(`options.${i}.nameEn`)}
              />
              <NumberInput
                label={m.priceChange}
                size="md"
                min={0}
                decimalScale={2}
                style={{ flex: 1 }}
                {...form.getInputProps(`options.${i}.priceChange`)}
                data-testid={`option-price-${i}`}
              />
              <ActionIcon
                size={44}
                variant="default"
                aria-label={m.up}
                disabled={i === 0}
                onClick={() => form.reorderListItem('options', { from: i, to: i - 1 })}
              >
                <IconArrowUp size={18} />
              </ActionIcon>
              <ActionIcon
                size={44}
                variant="default"
                aria-label={m.down}
                disabled={i === options.length - 1}
                onClick={() => form.reorderListItem('options', { from: i, to: i + 1 })}
              >
                <IconArrowDown size={18} />
              </ActionIcon>
              <ActionIcon
                size={44}
                color="red"
                variant="light"
                aria-label={m.removeOption}
                disabled={options.length === 1}
                onClick={() => form.removeListItem('options', i)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            size="md"
            leftSection={<IconPlus size={18} />}
            onClick={() => form.insertListItem('options', emptyOption())}
            data-testid="add-option"
          >
            {m.addOption}
          </Button>
          <TargetPickers
            business={business}
            labels={{ categories: m.categories, products: m.products }}
            categoryProps={form.getInputProps('categoryIds')}
            productProps={form.getInputProps('productIds')}
            testIdPrefix="group"
          />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose}>
              {m.cancel}
            </Button>
            <Button type="submit" size="md" loading={save.isPending} data-testid="group-submit">
              {m.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
