import { router, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { TeamInvitationRow, TeamMemberRow, TeamRoleOption } from '@common/pages/Teams/Show';
import type { TeamRole } from '@common/teamRoles';

/** The spec's member manager: invite by email with a role, change a member's role, remove, and the pending invitations. */
export default function MemberManager({ team, stores, members, invitations, roles }: PageProps<'Teams/Show'>) {
  const form = useForm<{ email: string; role: TeamRole; store_id: number }>({ email: '', role: 'manager', store_id: stores.find((s) => s.current)?.id ?? stores[0]?.id ?? 0 });
  const invite = () => form.post(route('team-invitations.store', { team: team.id }), { preserveScroll: true, onSuccess: () => form.reset('email') });
  return (
    <>
      <section className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" aria-labelledby="invite-heading">
        <h2 id="invite-heading" className="text-base font-semibold text-gray-900">Invite someone</h2>
        <p className="mt-1 text-sm text-gray-600">They get an email with a link that works for 7 days.</p>
        <Form onSubmit={invite} errors={form.errors} className="mt-4 space-y-4" data-test="invite-form">
          <div className="grid gap-4 md:grid-cols-3">
            <Field name="email" label="Email" error={form.errors.email}>
              <TextInput name="email" type="email" inputMode="email" autoComplete="off" maxLength={254} value={form.data.email} onChange={(e) => form.setData('email', e.target.value)} data-test="invite-email" />
            </Field>
            <Field name="role" label="Role" error={form.errors.role}>
              <Select name="role" value={form.data.role} onChange={(e) => form.setData('role', e.target.value as TeamRole)} data-test="invite-role">
                {roles.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
              </Select>
            </Field>
            <Field name="store_id" label="Works at" error={form.errors.store_id}>
              <Select name="store_id" value={form.data.store_id} onChange={(e) => form.setData('store_id', Number(e.target.value))}>
                {stores.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
              </Select>
            </Field>
          </div>
          <p className="text-sm text-gray-600">{roles.find((r) => r.value === form.data.role)?.description}</p>
          <Button type="submit" data-test="invite-send" busy={form.processing} busyLabel="Sending...">Send invitation</Button>
        </Form>
      </section>

      <section className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" aria-labelledby="members-heading" data-test="team-members">
        <h2 id="members-heading" className="text-base font-semibold text-gray-900">Members</h2>
        <ul className="mt-3 divide-y divide-gray-100">
          {members.map((m) => <MemberRow key={m.id} teamId={team.id} member={m} roles={roles} />)}
        </ul>
      </section>

      {invitations.length > 0 && (
        <section className="mb-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" aria-labelledby="invitations-heading" data-test="team-invitations">
          <h2 id="invitations-heading" className="text-base font-semibold text-gray-900">Pending invitations</h2>
          <ul className="mt-3 divide-y divide-gray-100">
            {invitations.map((i) => <InvitationRow key={i.id} teamId={team.id} invitation={i} />)}
          </ul>
        </section>
      )}
    </>
  );
}

function MemberRow({ teamId, member, roles }: { teamId: number; member: TeamMemberRow; roles: TeamRoleOption[] }) {
  const confirm = useConfirm();
  const changeRole = (role: string) => router.put(route('team-members.update', { team: teamId, member: member.id }), { role }, { preserveScroll: true });
  const remove = async () => {
    const ok = await confirm({ title: 'Remove from the team?', message: `${member.name} will no longer work in the team's other locations.`, actionLabel: 'Remove' });
    if (ok) router.delete(route('team-members.destroy', { team: teamId, member: member.id }), { preserveScroll: true });
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-test={`team-member-${member.id}`}>
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium break-words text-gray-900">{member.name} {member.is_you && <Badge tone="neutral">You</Badge>}</p>
        <p className="text-sm break-words text-gray-600">{member.email}{member.home_store ? ` · ${member.home_store}` : ''}</p>
      </div>
      {member.is_owner ? (
        <Badge tone="primary">Owner</Badge>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor={`member-role-${member.id}`}>Role of {member.name}</label>
          <Select id={`member-role-${member.id}`} name="role" fit value={member.role} onChange={(e) => changeRole(e.target.value)} data-test="member-role">
            {roles.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
          </Select>
          <Button variant="ghost" destructive aria-label={`Remove ${member.name}`} data-test="member-remove" onClick={remove}>Remove</Button>
        </div>
      )}
    </li>
  );
}

function InvitationRow({ teamId, invitation }: { teamId: number; invitation: TeamInvitationRow }) {
  const confirm = useConfirm();
  const params = { team: teamId, invitation: invitation.id };
  const resend = () => router.post(route('team-invitations.resend', params), {}, { preserveScroll: true });
  const revoke = async () => {
    const ok = await confirm({ title: 'Withdraw invitation?', message: `The link sent to ${invitation.email} will stop working.`, actionLabel: 'Withdraw' });
    if (ok) router.delete(route('team-invitations.destroy', params), { preserveScroll: true });
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-test={`team-invitation-${invitation.id}`}>
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-medium break-words text-gray-900">{invitation.email} {invitation.expired && <Badge tone="danger">Expired</Badge>}</p>
        <p className="text-sm text-gray-600">{invitation.role_label} at {invitation.store} · sent {invitation.sent} · {invitation.expired ? 'expired' : 'expires'} {invitation.expires}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={resend} data-test="invitation-resend">Resend</Button>
        <Button variant="ghost" destructive aria-label={`Withdraw the invitation to ${invitation.email}`} onClick={revoke} data-test="invitation-revoke">Withdraw</Button>
      </div>
    </li>
  );
}
