import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { STATUS_LABEL_KEYS } from '@/Components/appointments/StatusActions';
import StatusBadge from '@/Components/appointments/StatusBadge';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import type {
  CalendarAppointment,
  CalendarColumn,
  CalendarGridData,
  Placement,
} from '@common/pages/Admin/Appointment-calendars/types';
import { columnHeading, columnHours, timeSpan } from './calendarWords';

/** Height of one slot row: a tap target at every step (44 px at 15 minutes, 88 px an hour at the default 60). */
const ROW_PX: Record<number, number> = { 15: 44, 30: 60, 60: 88 };
/** Drags snap to 5 minutes. */
const SNAP = 5;
/** A press that moves less than this is a tap (opens the appointment), not a drag. */
const SLOP_PX = 6;

interface Props {
  /** A column per technician (day) or per day (week): what its heading says. */
  view: 'day' | 'week';
  grid: CalendarGridData;
  /** Placements waiting for the server's answer, by appointment id (optimistic; the server decides). */
  pending: Record<number, Placement>;
  onSlot: (column: CalendarColumn, minute: number) => void;
  onOpen: (appointment: CalendarAppointment) => void;
  onPlace: (appointment: CalendarAppointment, to: Placement) => void;
}

interface Drag {
  id: number;
  mode: 'move' | 'resize';
  x: number;
  y: number;
  from: Placement;
  to: Placement;
  moved: boolean;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The calendar's grid: a column per technician (day) or per day (week), rows
 * at the slot step, the hours nobody can book greyed, blocks striped and the
 * appointments laid over the columns, so a block keeps its pointer while it
 * is dragged from one column to another. Pointer events serve mouse, pen and
 * touch alike; the blocks take their own touches (touch-action: none), the
 * rest of the grid scrolls.
 */
export default function CalendarGrid({ view, grid, pending, onSlot, onOpen, onPlace }: Props) {
  const { t, locale } = useT();
  const format = useFormat();
  const { start, end, step, columns } = grid;
  const px = (ROW_PX[step] ?? 88) / step;
  const height = (end - start) * px;
  const rows: number[] = [];
  for (let m = start; m < end; m += step) rows.push(m);
  const area = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const index = new Map(columns.map((c, i) => [c.key, i]));

  const down = (e: PointerEvent<HTMLElement>, a: CalendarAppointment, mode: Drag['mode']) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    if (!a.movable) {
      if (mode === 'move')
        setDrag({
          id: a.id,
          mode,
          x: e.clientX,
          y: e.clientY,
          from: place(a),
          to: place(a),
          moved: false,
        });
      return;
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({
      id: a.id,
      mode,
      x: e.clientX,
      y: e.clientY,
      from: place(a),
      to: place(a),
      moved: false,
    });
  };
  const move = (e: PointerEvent<HTMLElement>, a: CalendarAppointment) => {
    if (!drag || drag.id !== a.id || !a.movable) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    const moved = drag.moved || Math.abs(dx) > SLOP_PX || Math.abs(dy) > SLOP_PX;
    if (!moved) return;
    const delta = Math.round(dy / px / SNAP) * SNAP;
    const length = drag.from.end - drag.from.start;
    let to: Placement;
    if (drag.mode === 'resize') {
      to = { ...drag.from, end: clamp(drag.from.end + delta, drag.from.start + SNAP, end) };
    } else {
      const rect = area.current!.getBoundingClientRect();
      const i = clamp(
        Math.floor(((e.clientX - rect.left) / rect.width) * columns.length),
        0,
        columns.length - 1,
      );
      const s = clamp(drag.from.start + delta, start, end - length);
      to = { column: columns[i].key, start: s, end: s + length };
    }
    setDrag({ ...drag, to, moved: true });
  };
  const up = (a: CalendarAppointment) => {
    if (!drag || drag.id !== a.id) return;
    setDrag(null);
    const { from, to } = drag;
    if (!drag.moved) onOpen(a);
    else if (to.column !== from.column || to.start !== from.start || to.end !== from.end)
      onPlace(a, to);
  };
  const key = (e: KeyboardEvent, a: CalendarAppointment) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(a);
    }
  };
  // A block is at least 5 minutes long on the grid (its time says its real end).
  const place = (a: CalendarAppointment): Placement =>
    pending[a.id] ?? { column: a.column, start: a.start, end: Math.max(a.end, a.start + SNAP) };

  return (
    <div
      className="max-h-[calc(100dvh-15rem)] min-h-96 overflow-auto rounded-xl bg-white ring-1 ring-gray-200"
      data-test="calendar-grid"
    >
      <div className="flex" style={{ minWidth: `${4 + columns.length * 8.5}rem` }}>
        <div className="sticky left-0 z-40 w-16 shrink-0 border-r border-gray-200 bg-white">
          <div className="sticky top-0 z-10 h-16 border-b border-gray-200 bg-white" />
          <div className="relative" style={{ height }}>
            {rows.map((m) => (
              <div
                key={m}
                className="absolute right-1 -translate-y-2 text-xs tabular-nums text-gray-600"
                style={{ top: (m - start) * px }}
              >
                {m === start ? '' : format.minuteOfDay(m)}
              </div>
            ))}
          </div>
        </div>
        <div className="flex-1">
          <div className="sticky top-0 z-40 flex h-16 border-b border-gray-200 bg-white">
            {columns.map((c) => (
              <div
                key={c.key}
                className="flex min-w-0 flex-1 items-center gap-2 border-l border-gray-200 px-2"
                data-test={`column-${c.key}`}
              >
                <span
                  className="h-3 w-3 shrink-0 rounded-full"
                  style={{ background: c.color }}
                  aria-hidden="true"
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-gray-900">
                    {columnHeading(view, c, locale)}
                  </span>
                  <span className="block truncate text-xs text-gray-600">
                    {columnHours(c, t, format.minuteOfDay)}
                  </span>
                </span>
              </div>
            ))}
          </div>
          <div ref={area} className="relative flex" style={{ height }}>
            {columns.map((c) => (
              <Column
                key={c.key}
                column={c}
                heading={columnHeading(view, c, locale)}
                rows={rows}
                start={start}
                end={end}
                step={step}
                px={px}
                now={grid.now?.column_date === c.date ? grid.now.minute : null}
                onSlot={onSlot}
              />
            ))}
            <div className="pointer-events-none absolute inset-0">
              {grid.appointments.map((a) => {
                const at = drag?.id === a.id && drag.moved ? drag.to : place(a);
                const i = index.get(at.column);
                if (i === undefined) return null;
                const column = columns[i];
                const dragging = drag?.id === a.id && drag.moved;
                return (
                  <div
                    key={a.id}
                    role="button"
                    tabIndex={0}
                    data-test={`appointment-${a.id}`}
                    data-column={at.column}
                    onPointerDown={(e) => down(e, a, 'move')}
                    onPointerMove={(e) => move(e, a)}
                    onPointerUp={() => up(a)}
                    onPointerCancel={() => setDrag(null)}
                    onKeyDown={(e) => key(e, a)}
                    className={`pointer-events-auto absolute rounded-lg border-l-4 px-2 py-1 text-left shadow-sm select-none focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${a.movable ? 'cursor-grab touch-none' : ''} ${dragging ? 'z-30 cursor-grabbing opacity-90 shadow-lg ring-2 ring-primary-500' : 'z-10'} ${pending[a.id] ? 'animate-pulse' : ''}`}
                    style={{
                      top: (at.start - start) * px + 1,
                      height: Math.max(22, (at.end - at.start) * px - 2),
                      left: `calc(${(i / columns.length) * 100}% + 3px)`,
                      width: `calc(${100 / columns.length}% - 6px)`,
                      borderLeftColor: column.color,
                      background: `color-mix(in srgb, ${column.color} 14%, white)`,
                    }}
                  >
                    <span className="block h-full overflow-hidden">
                      <span className="block truncate text-sm font-semibold text-gray-900">
                        {a.customer}
                      </span>
                      <span className="block truncate text-xs text-gray-800 tabular-nums">
                        {timeSpan(format.minuteOfDay, a.start, a.end)}
                      </span>
                      <span className="flex min-w-0 items-center gap-1">
                        <StatusBadge
                          status={a.status}
                          label={t(STATUS_LABEL_KEYS[a.status])}
                          className="shrink-0"
                        />
                        <span className="truncate text-xs text-gray-700">{a.services}</span>
                      </span>
                    </span>
                    {a.movable && (
                      <span
                        aria-hidden="true"
                        data-test="resize-handle"
                        onPointerDown={(e) => down(e, a, 'resize')}
                        className="absolute inset-x-0 bottom-0 flex h-3 cursor-ns-resize touch-none items-end justify-center pb-0.5 pointer-coarse:-bottom-[22px] pointer-coarse:h-11 pointer-coarse:items-center"
                      >
                        <span className="h-1 w-8 rounded-full bg-gray-500/60" />
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** One column's background: closed hours greyed, bookable slots as buttons, blocks striped, and the "now" line. */
function Column({
  column,
  heading,
  rows,
  start,
  end,
  step,
  px,
  now,
  onSlot,
}: {
  column: CalendarColumn;
  heading: string;
  rows: number[];
  start: number;
  end: number;
  step: number;
  px: number;
  now: number | null;
  onSlot: Props['onSlot'];
}) {
  const { t } = useT();
  const format = useFormat();
  const open = column.open;
  const bookable = (m: number) =>
    open !== null &&
    m >= open.start &&
    m + Math.min(step, SNAP) <= open.end &&
    !column.blocks.some((b) => b.start <= m && m < b.end);
  return (
    <div
      className="relative min-w-0 flex-1 border-l border-gray-200"
      data-test={`column-body-${column.key}`}
    >
      {open ? (
        <>
          {open.start > start && (
            <div
              className="absolute inset-x-0 top-0 bg-gray-100"
              style={{ height: (open.start - start) * px }}
            />
          )}
          {open.end < end && (
            <div
              className="absolute inset-x-0 bottom-0 bg-gray-100"
              style={{ height: (end - open.end) * px }}
            />
          )}
        </>
      ) : (
        <div className="absolute inset-0 bg-gray-100" />
      )}
      {rows.map((m) =>
        bookable(m) ? (
          <button
            key={m}
            type="button"
            onClick={() => onSlot(column, m)}
            aria-label={t('appointmentcalendars.bookSlot', {
              column: heading,
              time: format.minuteOfDay(m),
            })}
            data-test={`slot-${column.key}-${m}`}
            className="absolute inset-x-0 border-t border-gray-100 hover:bg-primary-50 focus:outline-none focus-visible:bg-primary-50 focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary-500"
            style={{ top: (m - start) * px, height: step * px }}
          />
        ) : (
          <div
            key={m}
            className="absolute inset-x-0 border-t border-gray-200/70"
            style={{ top: (m - start) * px }}
          />
        ),
      )}
      {column.blocks.map((b) => (
        <div
          key={`${b.start}-${b.title}`}
          className="absolute inset-x-0 overflow-hidden bg-[repeating-linear-gradient(135deg,var(--color-gray-100)_0_8px,var(--color-gray-200)_8px_16px)] px-2 py-1 text-xs font-medium text-gray-700"
          style={{
            top: (Math.max(b.start, start) - start) * px,
            height: (Math.min(b.end, end) - Math.max(b.start, start)) * px,
          }}
          data-test="calendar-block"
        >
          {b.title}
        </div>
      ))}
      {now !== null && now >= start && now <= end && (
        <div
          className="pointer-events-none absolute inset-x-0 z-20 border-t-2 border-danger-600"
          style={{ top: (now - start) * px }}
          data-test="now-line"
        >
          <span className="absolute -top-1.5 -left-1 h-3 w-3 rounded-full bg-danger-600" />
        </div>
      )}
    </div>
  );
}
