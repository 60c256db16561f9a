import { Head, router, useForm } from '@inertiajs/react';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import PageHeader from '@/Components/ui/PageHeader';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { promotionWords } from './Index';
import type { PageProps } from '@common/pages';
import PromotionForm, { type PromotionFormData } from './Partials/PromotionForm';

export default function Edit({ promotion, ...menu }: PageProps<'Admin/Promotions/Edit'>) {
  const { t, locale } = useT();
  const format = useFormat();
  const words = promotionWords(promotion, t, format, locale);
  const confirm = useConfirm();
  const form = useForm<PromotionFormData>({
    name: promotion.name,
    kind: promotion.kind,
    value: promotion.value,
    buy_quantity: String(promotion.buy_quantity ?? 2),
    get_quantity: String(promotion.get_quantity ?? 1),
    target: promotion.target,
    service_ids: promotion.service_ids,
    category_ids: promotion.category_ids,
    days_of_week: promotion.days_of_week,
    start_time: promotion.start_time,
    end_time: promotion.end_time,
    first_visit: promotion.first_visit,
    birthday_month: promotion.birthday_month,
    starts_on: promotion.starts_on,
    ends_on: promotion.ends_on,
    priority: String(promotion.priority),
    is_active: promotion.is_active,
  });
  const deactivate = async () => {
    if (
      !(await confirm({
        title: t('promotions.edit.switchOffTitle', { name: promotion.name }),
        message: t('promotions.edit.switchOffMessage'),
        actionLabel: t('promotions.edit.switchOff'),
      }))
    )
      return;
    router.post(route('promotions.deactivate', { promotion: promotion.id }));
  };
  return (
    <>
      <Head title={t('promotions.edit.title', { name: promotion.name })} />
      <PageHeader
        title={
          <>
            {promotion.name}{' '}
            <Badge
              tone={promotion.state === 'active' ? 'primary' : 'neutral'}
              data-test="promotion-state"
            >
              {words.state}
            </Badge>
          </>
        }
        description={t('promotions.edit.description', {
          conditions: words.conditions,
          value: words.value,
        })}
        back={{ href: route('promotions.index'), label: t('promotions.title') }}
        actions={
          promotion.is_active && (
            <Button
              variant="secondary"
              destructive
              data-test="promotion-deactivate"
              onClick={deactivate}
            >
              {t('promotions.edit.switchOff')}
            </Button>
          )
        }
      />
      <PromotionForm
        {...menu}
        form={form}
        submitLabel={t('promotions.edit.submit')}
        onSubmit={() => form.put(route('promotions.update', { promotion: promotion.id }))}
      />
    </>
  );
}
