// The admin dashboard's counts, as the service returns them and the tiles show them.

/** How many of each thing the catalogue and the accounts hold. */
export interface DashboardCounts {
  channels: number;
  demoChannels: number;
  channelTypes: number;
  niches: number;
  ideas: number;
  facts: number;
  activeFacts: number;
  users: number;
  admins: number;
  unreadMessages: number;
}
