import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AddOperatorForm } from '../components/operators/add-operator-form.tsx';
import { OperatorList } from '../components/operators/operator-list.tsx';
import { OwnPasswordForm } from '../components/operators/own-password-form.tsx';

/** /admin/operators: who runs the store, adding one, and one's own password (issue 34). */
export function OperatorsPage() {
  return (
    <section className="page">
      <PageHeader
        title="운영자 계정"
        description="운영자를 추가하거나 빼고, 내 비밀번호를 바꿉니다. 모든 변경은 감사 로그에 남습니다."
      />
      <OperatorList />
      <div className="operator-forms">
        <AddOperatorForm />
        <OwnPasswordForm />
      </div>
    </section>
  );
}
