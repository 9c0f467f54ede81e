export type WatchedVideo = { title: string; videoId: string; score: number | null };

export type WatchedChannel = {
  slug: string;
  id: string;
  title: string;
  thumbnailUrl: string | null;
  channelType: string | null;
  subscribers: number | null;
  /** The day the numbers describe (YYYY-MM-DD): the last sync, else when the channel was added. */
  numbersAsOf: string;
  followedAt: Date;
  /** Changes are counted after this moment. */
  since: Date;
  /** Newest snapshot minus the newest one already written at `since`. */
  subscriberGrowth: number | null;
  newUploads: number;
  latestUpload: WatchedVideo | null;
  newOutliers: number;
  topOutlier: WatchedVideo | null;
};

export type WatchedGroup = {
  kind: "niche" | "type";
  key: string;
  name: string;
  followedAt: Date;
  since: Date;
  channelCount: number;
  newChannels: number;
  newOutliers: number;
  topOutlier: (WatchedVideo & { channelTitle: string }) | null;
};

export type Watchlist = {
  /** Null on the first visit: changes then count from each follow. */
  previousVisitAt: Date | null;
  channels: WatchedChannel[];
  niches: WatchedGroup[];
  types: WatchedGroup[];
};
