export type AdminChannelRef = { id: string; slug: string; channelTitle: string };

export type AdminChannelListItem = AdminChannelRef & {
  handle: string | null;
  youtubeChannelId: string | null;
  niche: string | null;
  channelType: string | null;
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
