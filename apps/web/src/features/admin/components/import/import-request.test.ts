import { describe, expect, it } from 'vitest';
import { type ImportTargets, type ProviderCatalogService } from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import {
  buildImportRequest,
  defaultTarget,
  NEW_CATEGORY,
  selectedGroups,
  type CategoryTarget,
} from './import-request.ts';
import { compileReplacements } from './name-replacements.ts';

const service = (id: string, category: string, name = `${category} #${id}`): ProviderCatalogService => ({
  providerServiceId: id,
  name,
  category,
  type: 'Default',
  rate: '0.90',
  rateReadable: true,
  min: 10,
  max: 1000,
  dripfeed: false,
  refill: false,
  cancel: false,
  unitCost: 1.247,
  importedServiceId: null,
  importedServiceName: null,
});

const SERVICES = [
  service('1', 'Instagram Followers', 'Instagram Followers [Real]'),
  service('2', 'YouTube Views'),
  service('3', 'Instagram Followers'),
  service('4', 'Telegram Members'),
];
const TARGETS: ImportTargets = {
  platforms: [
    { id: 1, text: '인스타그램', visible: true },
    { id: 2, text: '유튜브', visible: true },
  ],
  categories: [{ id: 20, text: '유튜브 조회수', platformId: 2, visible: true }],
};
const rename = compileReplacements([
  { from: 'Followers', to: '팔로워' },
  { from: 'Instagram', to: '인스타' },
  { from: 'Real', to: '실제' },
]);

describe('the import request of a whole selection', () => {
  it('groups the selection by upstream category in the provider’s order', () => {
    const selected = new Map([
      ['3', null],
      ['2', null],
      ['1', null],
    ]);
    expect(selectedGroups(SERVICES, selected)).toEqual([
      { category: 'Instagram Followers', ids: ['1', '3'] },
      { category: 'YouTube Views', ids: ['2'] },
    ]);
  });

  it('guesses the platform from the upstream category and names the new category in Korean words', () => {
    expect(defaultTarget('Instagram Followers', TARGETS, rename)).toEqual({
      platformId: '1',
      categoryId: NEW_CATEGORY,
      newName: '인스타 팔로워',
    });
    expect(defaultTarget('YouTube Views', TARGETS, rename).platformId).toBe('2');
    // No platform named: the first.
    expect(defaultTarget('Telegram Members', TARGETS, rename).platformId).toBe('1');
  });

  it('sends one call: new categories by name, existing ones by id, names renamed or as typed', () => {
    const targets = new Map<string, CategoryTarget>([
      ['Instagram Followers', defaultTarget('Instagram Followers', TARGETS, rename)],
      ['YouTube Views', { platformId: '2', categoryId: '20', newName: '' }],
    ]);
    const checked = buildImportRequest({
      services: SERVICES,
      selected: new Map([
        ['1', null],
        ['2', '유튜브 조회수 (빠름)'],
        ['3', null],
      ]),
      targets,
      rename,
      markupPercent: '30',
      minUnitPrice: '',
    });
    expect(checked).toEqual({
      ok: true,
      data: {
        markupPercent: 30,
        items: [
          {
            providerServiceId: '1',
            platformId: 1,
            categoryName: '인스타 팔로워',
            name: '인스타 팔로워 [실제]',
          },
          { providerServiceId: '2', categoryId: 20, name: '유튜브 조회수 (빠름)' },
          { providerServiceId: '3', platformId: 1, categoryName: '인스타 팔로워', name: '인스타 팔로워 #3' },
        ],
      },
    });
  });

  it('names the group or the field at fault with the contract’s Korean messages', () => {
    const base = { services: SERVICES, rename, markupPercent: '30', minUnitPrice: '' };
    const one = new Map([['4', null]]);
    expect(buildImportRequest({ ...base, selected: new Map(), targets: new Map() })).toEqual({
      ok: false,
      issues: [{ message: M.emptySelection, field: 'items' }],
    });
    const unnamed = new Map([
      ['Telegram Members', { platformId: '1', categoryId: NEW_CATEGORY, newName: ' ' }],
    ]);
    expect(buildImportRequest({ ...base, selected: one, targets: unnamed })).toEqual({
      ok: false,
      issues: [{ message: M.categoryNameRequired, field: 'group.0.name' }],
    });
    const unchosen = new Map([['Telegram Members', { platformId: '1', categoryId: '', newName: '' }]]);
    expect(buildImportRequest({ ...base, selected: one, targets: unchosen })).toEqual({
      ok: false,
      issues: [{ message: M.categoryRequired, field: 'group.0.category' }],
    });
    const mapped = new Map([['Telegram Members', defaultTarget('Telegram Members', TARGETS, rename)]]);
    const noMarkup = buildImportRequest({ ...base, markupPercent: '', selected: one, targets: mapped });
    expect(noMarkup.ok ? null : noMarkup.issues[0]).toEqual({
      message: M.markupRequired,
      field: 'markupPercent',
    });
  });
});
