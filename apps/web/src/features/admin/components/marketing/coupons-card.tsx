import { CouponCreateForm } from './coupon-create-form.tsx';
import { CouponTable } from './coupon-table.tsx';

/** 쿠폰: create a code, the codes with their uses, and each code's redemptions. */
export function CouponsCard() {
  return (
    <section className="card marketing-card" aria-labelledby="marketing-coupons-title" id="coupons">
      <h2 id="marketing-coupons-title">쿠폰</h2>
      <p className="field__hint">
        회원은 포인트 충전 페이지에서 코드를 등록합니다. 포인트 지급 쿠폰은 바로, 충전 보너스 쿠폰은 다음
        충전이 승인될 때 적립됩니다.
      </p>
      <CouponTable />
      <CouponCreateForm />
    </section>
  );
}
