import type { Category, Platform, Service } from '@smm/contract/catalog';

/** The chosen service type's fields as typed (issue 32), by field name; read by the type kit. */
export type TypeFieldValues = Readonly<Partial<Record<string, string>>>;

/**
 * What the member chose. A null id means "the first one in the list" and a null amount means "the
 * chosen service's minimum", so a cascade reset is just setting them back to null (spec section 4).
 */
export interface OrderFormState {
  platformId: number | null;
  categoryId: number | null;
  serviceId: number | null;
  link: string;
  amount: string | null;
  autoOrder: boolean;
  runs: string;
  interval: string;
  typeFields: TypeFieldValues;
}

export const initialOrderFormState: OrderFormState = {
  platformId: null,
  categoryId: null,
  serviceId: null,
  link: '',
  amount: null,
  autoOrder: false,
  runs: '0',
  interval: '0',
  typeFields: {},
};

export type OrderFormAction =
  | { type: 'selectPlatform'; id: number }
  | { type: 'selectCategory'; id: number }
  | { type: 'selectService'; id: number }
  | { type: 'setLink'; link: string }
  | { type: 'setAmount'; amount: string }
  | { type: 'setAutoOrder'; on: boolean }
  | { type: 'setRuns'; runs: string }
  | { type: 'setInterval'; interval: string }
  | { type: 'setTypeField'; name: string; value: string }
  | { type: 'resetAfterOrder' };

// A new service starts without auto-order and with empty type fields (another type's are not its).
const autoOff = { autoOrder: false, runs: '0', interval: '0', typeFields: {} } as const;

export function orderFormReducer(state: OrderFormState, action: OrderFormAction): OrderFormState {
  switch (action.type) {
    case 'selectPlatform':
      return { ...state, platformId: action.id, categoryId: null, serviceId: null, amount: null, ...autoOff };
    case 'selectCategory':
      return { ...state, categoryId: action.id, serviceId: null, amount: null, ...autoOff };
    case 'selectService':
      return { ...state, serviceId: action.id, amount: null, ...autoOff };
    case 'setLink':
      return { ...state, link: action.link };
    case 'setAmount':
      return { ...state, amount: action.amount };
    case 'setAutoOrder':
      return { ...state, autoOrder: action.on, runs: '0', interval: '0' };
    case 'setRuns':
      return { ...state, runs: action.runs };
    case 'setInterval':
      return { ...state, interval: action.interval };
    case 'setTypeField':
      return { ...state, typeFields: { ...state.typeFields, [action.name]: action.value } };
    case 'resetAfterOrder':
      return { ...state, link: '', amount: null, typeFields: {} };
  }
}

export interface CatalogLists {
  platforms: readonly Platform[];
  categories: readonly Category[];
  services: readonly Service[];
}

export interface ResolvedSelection {
  visiblePlatforms: Platform[];
  platform: Platform | undefined;
  platformCategories: Category[];
  category: Category | undefined;
  categoryServices: Service[];
  service: Service | undefined;
}

/** Resolves the chosen ids against the lists: a missing or stale choice falls back to the first. */
export function resolveSelection(state: OrderFormState, lists: CatalogLists): ResolvedSelection {
  const visiblePlatforms = lists.platforms.filter((p) => p.visible);
  const platform = visiblePlatforms.find((p) => p.id === state.platformId) ?? visiblePlatforms[0];
  const platformCategories = platform ? lists.categories.filter((c) => c.platform === platform.id) : [];
  const category = platformCategories.find((c) => c.id === state.categoryId) ?? platformCategories[0];
  const categoryServices = category ? lists.services.filter((s) => s.categoryId === category.id) : [];
  const service = categoryServices.find((s) => s.id === state.serviceId) ?? categoryServices[0];
  return { visiblePlatforms, platform, platformCategories, category, categoryServices, service };
}
