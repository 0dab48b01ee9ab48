import type { Service } from '@smm/contract/catalog';

export interface PriceText {
  serviceId: string;
  unitPrice: string;
}

/** The member's fixed unit prices, one row per service; a fixed price wins over any discount. */
export function ServicePriceRows({
  services,
  rows,
  onChange,
}: {
  services: readonly Service[];
  rows: readonly PriceText[];
  onChange: (rows: PriceText[]) => void;
}) {
  const edit = (index: number, patch: Partial<PriceText>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="marketing-kind">
      <legend className="field__label">서비스별 회원 단가</legend>
      <ul className="marketing-rows">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li key={index} className="marketing-row">
              <label className="field">
                <span className="field__label">단가 {n} 서비스</span>
                <select
                  className="input"
                  value={row.serviceId}
                  onChange={(e) => edit(index, { serviceId: e.target.value })}
                >
                  <option value="">서비스 선택</option>
                  {services.map((s) => (
                    <option key={s.id} value={s.id}>
                      #{s.id} {s.text} (정가 {s.point}원)
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span className="field__label">단가 {n} (1개당 원)</span>
                <input
                  className="input"
                  inputMode="decimal"
                  value={row.unitPrice}
                  onChange={(e) => edit(index, { unitPrice: e.target.value })}
                />
              </label>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                단가 {n} 삭제
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button button--secondary button--small marketing-add"
        onClick={() => onChange([...rows, { serviceId: '', unitPrice: '' }])}
      >
        서비스 단가 추가
      </button>
    </fieldset>
  );
}
