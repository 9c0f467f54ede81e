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
