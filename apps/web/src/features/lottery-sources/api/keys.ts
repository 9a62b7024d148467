import { queryRoots } from '@/lib/query-keys';

/** The lottery sources' query keys: the list, and each raffle's prizes and their sources. */
export const lotterySourceKeys = {
  all: queryRoots.lotterySources,
  list: () => [...queryRoots.lotterySources, 'list'] as const,
  watches: (raffleId: number) => [...queryRoots.lotterySources, 'watches', raffleId] as const,
};
