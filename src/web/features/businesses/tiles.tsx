import {
  IconArchive,
  IconBuildingStore,
  IconCash,
  IconChartBar,
  IconCheckbox,
  IconClipboardList,
  IconClockHour4,
  IconFileInvoice,
  IconPackage,
  IconSettings,
  IconShoppingCart,
  IconUser,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Action, Tile } from '../../../domain/permissions';

interface TileDef {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Where the tile leads; null while its screen is not built (shown disabled, "coming"). */
  path: ((business: string) => string) | null;
  /** The action the screen needs; without it here the tile is shown disabled. */
  action?: Action;
}

/** Home tiles of a business: icon and target. A tile without a screen is disabled. */
export const TILE_DEFS: Record<Tile, TileDef> = {
  invoices: { icon: IconFileInvoice, path: (b) => `/${b}/invoices` },
  clients: { icon: IconUsersGroup, path: (b) => `/${b}/clients` },
  pos: { icon: IconCash, path: (b) => `/${b}/pos` },
  orders: { icon: IconClipboardList, path: (b) => `/${b}/orders` },
  approve: { icon: IconCheckbox, path: (b) => `/${b}/approve` },
  products: { icon: IconPackage, path: (b) => `/${b}/products` },
  reports: { icon: IconChartBar, path: (b) => `/${b}/reports` },
  shifts: { icon: IconClockHour4, path: (b) => `/${b}/shifts`, action: 'shifts.own' },
  stock: { icon: IconBuildingStore, path: (b) => `/${b}/stock`, action: 'stock.read' },
  purchases: { icon: IconShoppingCart, path: (b) => `/${b}/purchases` },
  files: { icon: IconArchive, path: (b) => `/${b}/files` },
  admin: { icon: IconSettings, path: () => '/admin' },
  users: { icon: IconUsers, path: () => '/users' },
  me: { icon: IconUser, path: () => '/users/me' },
};
