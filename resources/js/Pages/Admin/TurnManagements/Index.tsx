import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import FlashBanner from '@/Components/shell/FlashBanner';
import { Button, buttonClass } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { formatCurrency } from '@/lib/format';
import { route } from '@/lib/route';
import { useStoreEvents } from '@/realtime/useStoreEvents';
import TechnicianDialog, { STATUS_LABEL } from './Partials/TechnicianDialog';
import { boardPost, type TurnStatus } from './Partials/board';
import type { PageProps } from '@common/pages';

const STATUS_STYLE: Record<TurnStatus, string> = {
  available: 'bg-primary-100 text-primary-900',
  busy: 'bg-amber-100 text-amber-900',
  small_service: 'bg-sky-100 text-sky-900',
  break: 'bg-gray-200 text-gray-800',
  out: 'bg-gray-100 text-gray-600',
};

/**
 * The turn board (no layout: a wall display or a tablet at the desk). Who is
 * next, everyone's turns today and why; a tap on a technician opens what
 * counted and the actions that need a reason.
 */
export default function Index({
  board,
  waiting,
  can_adjust,
  can_settings,
  adjust_reasons,
}: PageProps<'Admin/TurnManagements/Index'>) {
  const { t } = useT();
  const format = useStoreFormat();
  useStoreEvents(
    ['TurnsChanged', 'TicketPaid', 'ClockChanged', 'CheckInChanged'],
    ['board', 'waiting'],
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const open = board.technicians.find((tech) => tech.id === openId) ?? null;
  const next = board.technicians.find((tech) => tech.next_up) ?? null;

  return (
    <div className="min-h-screen bg-gray-100 text-gray-900">
      <Head title={t('turnmanagements.title')} />
      <header className="flex flex-wrap items-center gap-3 bg-white px-4 py-3 shadow-sm sm:px-6">
        <Link
          href={route('dashboard')}
          data-test="board-dashboard"
          className={buttonClass({ variant: 'secondary' })}
        >
          <span aria-hidden="true">←</span> {t('turnmanagements.dashboard')}
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold" data-test="page-title">
            {t('turnmanagements.heading', { date: format.date(board.date) })}
          </h1>
          <p className="text-sm text-gray-600" data-test="board-rules">
            {board.rules
              .map((r) =>
                t(
                  r.key,
                  r.amount_cents === undefined ? {} : { amount: formatCurrency(r.amount_cents) },
                ),
              )
              .join(' · ')}
          </p>
        </div>
        <p className="text-base font-medium" data-test="board-waiting">
          {waiting.count === 0
            ? t('turnmanagements.noneWaiting')
            : waiting.next
              ? t('turnmanagements.waitingNext', { count: waiting.count, next: waiting.next })
              : t('turnmanagements.waiting', { count: waiting.count })}
        </p>
        {can_settings && (
          <Link
            href={route('turn_settings.edit')}
            data-test="board-settings"
            className={buttonClass({ variant: 'secondary' })}
          >
            {t('turnmanagements.settings')}
          </Link>
        )}
      </header>

      <main className="space-y-4 p-4 sm:p-6">
        <FlashBanner />
        <section
          aria-label={t('turnmanagements.nextUp')}
          data-test="next-up"
          className="flex flex-wrap items-center gap-4 rounded-2xl bg-primary-700 px-6 py-4 text-white shadow"
        >
          <p className="text-lg font-medium">{t('turnmanagements.nextUp')}</p>
          <p className="min-w-0 flex-1 text-3xl font-bold break-words">
            {next ? next.name : t('turnmanagements.nobodyFree')}
          </p>
          {next && next.next_walk_in !== null && (
            <Button
              size="lg"
              variant="secondary"
              data-test="next-up-assign"
              onClick={() => boardPost('turn_managements.assign', next.id)}
            >
              {t('turnmanagements.give', {
                walkIn: next.next_walk_in,
                name: next.name.split(' ')[0],
              })}
            </Button>
          )}
        </section>

        {board.technicians.length === 0 ? (
          <div className="rounded-2xl bg-white p-10 text-center shadow-sm" data-test="board-empty">
            <p className="text-xl font-semibold">{t('turnmanagements.emptyTitle')}</p>
            <p className="mt-2 text-gray-600">{t('turnmanagements.emptyHint')}</p>
          </div>
        ) : (
          <ol
            className="grid gap-4 md:grid-cols-2 xl:grid-cols-3 min-[1800px]:grid-cols-4"
            data-test="board-queue"
          >
            {board.technicians.map((tech) => (
              <li
                key={tech.id}
                data-test={`tech-${tech.id}`}
                data-name={tech.name}
                data-position={tech.position ?? ''}
                className={`flex flex-col rounded-2xl bg-white shadow-sm ring-2 ${tech.next_up ? 'ring-primary-600' : 'ring-transparent'} ${tech.status === 'out' ? 'opacity-70' : ''}`}
              >
                <button
                  type="button"
                  onClick={() => setOpenId(tech.id)}
                  data-test="tech-open"
                  className="flex items-center gap-4 rounded-t-2xl p-4 text-left hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                >
                  <span
                    className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-full text-2xl font-bold ${tech.next_up ? 'bg-primary-700 text-white' : 'bg-gray-100 text-gray-800'}`}
                  >
                    {tech.position ?? '–'}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-xl font-semibold break-words">{tech.name}</span>
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
                      <span
                        className={`rounded-full px-2.5 py-0.5 font-semibold ${STATUS_STYLE[tech.status]}`}
                        data-test="tech-status"
                      >
                        {t(STATUS_LABEL[tech.status])}
                      </span>
                      {tech.next_up && (
                        <span className="font-semibold text-primary-800">
                          {t('turnmanagements.nextUp')}
                        </span>
                      )}
                    </span>
                    <span className="mt-1 block text-sm text-gray-600">
                      {t('turnmanagements.clockedIn', { time: format.time(tech.clocked_in_at) })}
                      {tech.last_turn_at
                        ? ` · ${t('turnmanagements.lastTurn', { time: format.time(tech.last_turn_at) })}`
                        : ''}
                    </span>
                  </span>
                  <span className="shrink-0 text-right">
                    <span className="block text-4xl font-bold tabular-nums" data-test="tech-turns">
                      {tech.turns_label}
                    </span>
                    <span className="text-xs uppercase tracking-wide text-gray-600">
                      {t('turnmanagements.turnsUnit')}
                    </span>
                  </span>
                </button>
                {tech.status !== 'out' && (
                  <div className="mt-auto grid grid-cols-2 gap-2 border-t border-gray-100 p-3">
                    {tech.status === 'break' ? (
                      <Button
                        variant="secondary"
                        size="lg"
                        className="col-span-2"
                        data-test="tech-back"
                        onClick={() =>
                          boardPost('turn_managements.status', tech.id, { status: 'available' })
                        }
                      >
                        {t('turnmanagements.backFromBreak')}
                      </Button>
                    ) : (
                      <>
                        {tech.status === 'available' ? (
                          <Button
                            variant="secondary"
                            size="lg"
                            data-test="tech-busy"
                            onClick={() =>
                              boardPost('turn_managements.status', tech.id, { status: 'busy' })
                            }
                          >
                            {t('turnmanagements.busy')}
                          </Button>
                        ) : (
                          <Button
                            variant="secondary"
                            size="lg"
                            data-test="tech-available"
                            onClick={() =>
                              boardPost('turn_managements.status', tech.id, { status: 'available' })
                            }
                          >
                            {t('turnmanagements.available')}
                          </Button>
                        )}
                        <Button
                          variant="secondary"
                          size="lg"
                          data-test="tech-break"
                          onClick={() =>
                            boardPost('turn_managements.status', tech.id, { status: 'break' })
                          }
                        >
                          {t('turnmanagements.break')}
                        </Button>
                      </>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </main>

      {open && (
        <TechnicianDialog
          technician={open}
          canAdjust={can_adjust}
          reasons={adjust_reasons}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}
