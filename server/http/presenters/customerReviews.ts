import type {
  listReviews,
  reviewAverages,
  reviewRequestStats,
} from '../../../database/queries/reviews';
import { ratingAverage } from '../../domain/reviews/reviewRequests';

type ReviewRow = Awaited<ReturnType<typeof listReviews>>['rows'][number];

/** A review for the list: its instants, which the page shows in the store's zone (docs/features/languages-and-offline.md), and the follow-up with who resolved it. */
export const reviewItem = (r: ReviewRow) => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  customer: r.customerName,
  technician: r.technicianName,
  invoice_id: r.invoiceId,
  salon_rating: r.salonRating,
  technician_rating: r.technicianRating,
  comment: r.comment,
  follow_up: r.followUp,
  follow_up_note: r.followUpNote,
  resolved_by: r.resolvedByName,
  resolved_at: r.resolvedAt ? r.resolvedAt.toISOString() : null,
});

/** The averages block: overall, and by technician (to one decimal; null when nobody rated). */
export function averagesProps(a: Awaited<ReturnType<typeof reviewAverages>>) {
  return {
    count: a.overall.count,
    salon: ratingAverage(a.overall.salon, a.overall.count),
    technician: ratingAverage(a.overall.technician, a.overall.count),
    by_technician: a.byTechnician.map((t) => ({
      id: t.technicianId!,
      name: t.name,
      count: t.count,
      average: ratingAverage(t.average, t.count),
    })),
  };
}

/** Requests over the period, and the share of those sent that were answered (whole percent). */
export function requestStatsProps(s: Awaited<ReturnType<typeof reviewRequestStats>>) {
  return { ...s, response_rate: s.sent ? Math.round((s.completed / s.sent) * 100) : null };
}
