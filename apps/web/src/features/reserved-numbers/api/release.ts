import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReleaseResult } from '@rifas/shared';
import { invalidateAfterRelease, reservedNumberKeys } from './keys';
import { releaseExpired } from './release-expired';
import { releaseSpecific } from './release-specific';

/** What the admin asked to release. */
export type ReleaseRequest =
  | { kind: 'one'; number: number }
  | { kind: 'selected'; numbers: number[] }
  | { kind: 'expired'; hours: number };

/** The release call (release-specific or release-expired) for a request. */
export function runRelease(
  raffleId: number,
  request: ReleaseRequest,
  preview: boolean,
): Promise<AdminReleaseResult> {
  if (request.kind === 'expired') {
    return releaseExpired({ raffleId, expirationHours: request.hours }, preview);
  }
  const numbers = request.kind === 'one' ? [request.number] : request.numbers;
  return releaseSpecific({ raffleId, numbers }, preview);
}

/**
 * The same call with ?preview=1: what would be freed and which pending payments
 * rejected, changing nothing. Not under the raffle's key, so the release itself
 * does not refresh the preview the dialog is showing.
 */
export const releasePreviewQueryOptions = (raffleId: number, request: ReleaseRequest) =>
  queryOptions({
    queryKey: reservedNumberKeys.preview(raffleId, request),
    queryFn: () => runRelease(raffleId, request, true),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useReleasePreview(raffleId: number, request: ReleaseRequest) {
  return useQuery(releasePreviewQueryOptions(raffleId, request));
}

/** Runs the release for real; every raffle view, the payments and the dashboard refresh. */
export function useRelease(raffleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReleaseRequest) => runRelease(raffleId, request, false),
    onSuccess: () => invalidateAfterRelease(queryClient),
  });
}
