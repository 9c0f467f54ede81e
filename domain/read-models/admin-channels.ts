// What the admin channel screens show of a channel (admin area): the list's rows and the channel
// an import names. Services map their rows to these once; components take them or a Pick<>.

/** A catalogue channel as an admin screen names and links it (an import's report, a duplicate found). */
export type AdminChannelRef = { id: string; slug: string; channelTitle: string };

/** One row of the admin list at /admin/channels. */
export type AdminChannelListItem = AdminChannelRef & {
  handle: string | null;
  youtubeChannelId: string | null;
  niche: string | null;
  channelType: string | null;
  /** metadata.ui_channel_type, when the channel is stored as 'other'. */
  uiChannelType: string | null;
  country: string | null;
  totalSubscribers: number | null;
  totalViews: number | null;
  videoCount: number | null;
  isFeatured: boolean;
  isDemo: boolean;
  createdAt: Date;
  updatedAt: Date;
};
