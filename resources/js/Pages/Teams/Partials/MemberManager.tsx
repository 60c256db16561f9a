import { router, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { TeamInvitationRow, TeamMemberRow, TeamRoleOption } from '@common/pages/Teams/Show';
import { TEAM_ROLE_LABELS, type TeamRole } from '@common/teamRoles';

/** The roles' words by value (the server's are TEAM_ROLE_LABELS, in English). */
const ROLE_LABEL = {
  owner: 'teams.roleLabel.owner',
  manager: 'teams.roleLabel.manager',
  'front desk': 'teams.roleLabel.frontDesk',
} as const satisfies Record<TeamRole, string>;
const ROLE_HELP = {
  owner: 'teams.roleHelp.owner',
  manager: 'teams.roleHelp.manager',
  'front desk': 'teams.roleHelp.frontDesk',
} as const satisfies Record<TeamRole, string>;
/** An invitation row names its role by its English label only. */
const roleByLabel = (label: string) =>
  (Object.keys(TEAM_ROLE_LABELS) as TeamRole[]).find((r) => TEAM_ROLE_LABELS[r].label === label);

/** The spec's member manager: invite by email with a role, change a member's role, remove, and the pending invitations. */
export default function MemberManager({
  team,
  stores,
  members,
  invitations,
  roles,
}: PageProps<'Teams/Show'>) {
  const { t } = useT();
  const form = useForm<{ email: string; role: TeamRole; store_id: number }>({
    email: '',
    role: 'manager',
    store_id: stores.find((s) => s.current)?.id ?? stores[0]?.id ?? 0,
  });
  const invite = () =>
    form.post(route('team-invitations.store', { team: team.id }), {
      preserveScroll: true,
      onSuccess: () => form.reset('email'),
    });
  return (
    <>
      <section
        className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
        aria-labelledby="invite-heading"
      >
        <h2 id="invite-heading" className="text-base font-semibold text-gray-900">
          {t('teams.invite.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('teams.invite.help')}</p>
        <Form
          onSubmit={invite}
          errors={form.errors}
          className="mt-4 space-y-4"
          data-test="invite-form"
        >
          <div className="grid gap-4 md:grid-cols-3">
            <Field name="email" label={t('ui.email')} error={form.errors.email}>
              <TextInput
                name="email"
                type="email"
                inputMode="email"
                autoComplete="off"
                maxLength={254}
                value={form.data.email}
                onChange={(e) => form.setData('email', e.target.value)}
                data-test="invite-email"
              />
            </Field>
            <Field name="role" label={t('teams.role')} error={form.errors.role}>
              <Select
                name="role"
                value={form.data.role}
                onChange={(e) => form.setData('role', e.target.value as TeamRole)}
                data-test="invite-role"
              >
                {roles.map((r) => (
                  <option key={r.value} value={r.value}>
                    {t(ROLE_LABEL[r.value])}
                  </option>
                ))}
              </Select>
            </Field>
            <Field name="store_id" label={t('teams.worksAt')} error={form.errors.store_id}>
              <Select
                name="store_id"
                value={form.data.store_id}
                onChange={(e) => form.setData('store_id', Number(e.target.value))}
              >
                {stores.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <p className="text-sm text-gray-600">
            {roles.some((r) => r.value === form.data.role) && t(ROLE_HELP[form.data.role])}
          </p>
          <Button
            type="submit"
            data-test="invite-send"
            busy={form.processing}
            busyLabel={t('teams.sending')}
          >
            {t('teams.invite.send')}
          </Button>
        </Form>
      </section>

      <section
        className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
        aria-labelledby="members-heading"
        data-test="team-members"
      >
        <h2 id="members-heading" className="text-base font-semibold text-gray-900">
          {t('teams.members')}
        </h2>
        <ul className="mt-3 divide-y divide-gray-100">
          {members.map((m) => (
            <MemberRow key={m.id} teamId={team.id} member={m} roles={roles} />
          ))}
        </ul>
      </section>

      {invitations.length > 0 && (
        <section
          className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
          aria-labelledby="invitations-heading"
          data-test="team-invitations"
        >
          <h2 id="invitations-heading" className="text-base font-semibold text-gray-900">
            {t('teams.pending')}
          </h2>
          <ul className="mt-3 divide-y divide-gray-100">
            {invitations.map((i) => (
              <InvitationRow key={i.id} teamId={team.id} invitation={i} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function MemberRow({
  teamId,
  member,
  roles,
}: {
  teamId: number;
  member: TeamMemberRow;
  roles: TeamRoleOption[];
}) {
  const { t } = useT();
  const confirm = useConfirm();
  const changeRole = (role: string) =>
    router.put(
      route('team-members.update', { team: teamId, member: member.id }),
      { role },
      { preserveScroll: true },
    );
  const remove = async () => {
    const ok = await confirm({
      title: t('teams.removeTitle'),
      message: t('teams.removeMessage', { name: member.name }),
      actionLabel: t('ui.remove'),
    });
    if (ok)
      router.delete(route('team-members.destroy', { team: teamId, member: member.id }), {
        preserveScroll: true,
      });
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-test={`team-member-${member.id}`}>
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium break-words text-gray-900">
          {member.name} {member.is_you && <Badge tone="neutral">{t('teams.you')}</Badge>}
        </p>
        <p className="text-sm break-words text-gray-600">
          {member.email}
          {member.home_store ? ` · ${member.home_store}` : ''}
        </p>
      </div>
      {member.is_owner ? (
        <Badge tone="primary">{t('teams.roleLabel.owner')}</Badge>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`member-role-${member.id}`}>
            {t('teams.roleOf', { name: member.name })}
          </label>
          <Select
            id={`member-role-${member.id}`}
            name="role"
            fit
            value={member.role}
            onChange={(e) => changeRole(e.target.value)}
            data-test="member-role"
          >
            {roles.map((r) => (
              <option key={r.value} value={r.value}>
                {t(ROLE_LABEL[r.value])}
              </option>
            ))}
          </Select>
          <Button
            variant="ghost"
            destructive
            aria-label={t('teams.removeName', { name: member.name })}
            data-test="member-remove"
            onClick={remove}
          >
            {t('ui.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}

function InvitationRow({ teamId, invitation }: { teamId: number; invitation: TeamInvitationRow }) {
  const { t } = useT();
  const format = useStoreFormat();
  const confirm = useConfirm();
  const role = roleByLabel(invitation.role_label);
  const params = { team: teamId, invitation: invitation.id };
  const resend = () =>
    router.post(route('team-invitations.resend', params), {}, { preserveScroll: true });
  const revoke = async () => {
    const ok = await confirm({
      title: t('teams.withdrawTitle'),
      message: t('teams.withdrawMessage', { email: invitation.email }),
      actionLabel: t('teams.withdraw'),
    });
    if (ok) router.delete(route('team-invitations.destroy', params), { preserveScroll: true });
  };
  return (
    <li
      className="flex flex-wrap items-center gap-3 py-3"
      data-test={`team-invitation-${invitation.id}`}
    >
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium break-words text-gray-900">
          {invitation.email}{' '}
          {invitation.expired && <Badge tone="danger">{t('teams.expired')}</Badge>}
        </p>
        <p className="text-sm text-gray-600">
          {t(invitation.expired ? 'teams.invitationExpired' : 'teams.invitationExpires', {
            role: role ? t(ROLE_LABEL[role]) : invitation.role_label,
            store: invitation.store,
            sent: format.dateTime(invitation.sent),
            expires: format.dateTime(invitation.expires),
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={resend} data-test="invitation-resend">
          {t('teams.resend')}
        </Button>
        <Button
          variant="ghost"
          destructive
          aria-label={t('teams.withdrawAria', { email: invitation.email })}
          onClick={revoke}
          data-test="invitation-revoke"
        >
          {t('teams.withdraw')}
        </Button>
      </div>
    </li>
  );
}
