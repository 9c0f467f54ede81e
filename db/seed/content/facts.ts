/**
 * "Did You Know" facts for the demo catalogue (spec §3: did_you_know_facts: id, title,
 * content (HTML), is_active, created_at). Original copy written for this product.
 *
 * Platform rules change; every fact is either a stable, documented rule or hedged ("around",
 * "often", "YouTube has said"). Inactive facts exist so the admin screen and the
 * "pick a random active fact" query have something to filter out.
 */

export type FactSeed = {
  title: string;
  /** HTML: one to three sentences in a single <p>. */
  content: string;
  isActive: boolean;
};

export const FACTS: readonly FactSeed[] = [
  // Monetization and the Partner Program
  {
    title: "The Partner Program thresholds",
    content:
      "<p>To earn from ads through the YouTube Partner Program, a channel needs <strong>1,000 subscribers</strong> plus either <strong>4,000 valid public watch hours</strong> in the last 12 months or <strong>10 million valid public Shorts views</strong> in the last 90 days.</p>",
    isActive: true,
  },
  {
    title: "There is an earlier, smaller tier",
    content:
      "<p>In many countries, YouTube offers an expanded Partner Program tier with lower requirements that unlocks fan-funding features such as channel memberships, Super Thanks and Super Chat before ad revenue sharing. Eligibility and thresholds vary by region, so check YouTube Studio's Earn tab.</p>",
    isActive: true,
  },
  {
    title: "RPM versus CPM",
    content:
      "<p><strong>CPM</strong> is what advertisers pay per 1,000 ad impressions. <strong>RPM</strong> is what the creator actually earns per 1,000 views, after YouTube's share and counting views that showed no ads, which is why RPM is almost always lower than CPM.</p>",
    isActive: true,
  },
  {
    title: "The long-form revenue split",
    content:
      "<p>For ads shown on long-form videos, YouTube's standard split gives the creator <strong>55%</strong> of the net ad revenue and keeps 45%.</p>",
    isActive: true,
  },
  {
    title: "Shorts revenue is pooled",
    content:
      "<p>Ads between Shorts are not tied to a single video. YouTube pools Shorts ad revenue, allocates the creators' share by each monetizing channel's share of eligible Shorts views, and creators keep <strong>45%</strong> of what is allocated to them.</p>",
    isActive: true,
  },
  {
    title: "Music in Shorts affects the pool",
    content:
      "<p>When a Short uses licensed music, part of the Shorts revenue goes toward music licensing costs. Shorts without music, or with your own music, can keep a larger share of their allocation.</p>",
    isActive: true,
  },
  {
    title: "Mid-roll ads need length",
    content:
      "<p>Creators can place mid-roll ads only in videos that are at least <strong>8 minutes</strong> long, which is one reason many faceless documentaries and explainers run past that mark.</p>",
    isActive: true,
  },
  {
    title: "Q4 is ad season",
    content:
      "<p>Ad rates usually rise from October to December as advertisers spend for the holiday season, and often dip in January. The same video can earn noticeably more per view in December than in early January.</p>",
    isActive: true,
  },
  {
    title: "Where viewers live matters",
    content:
      "<p>RPM depends heavily on audience country. Viewers in the United States, Canada, the United Kingdom, Australia and parts of Western Europe usually bring higher ad rates than viewers in countries with smaller ad markets.</p>",
    isActive: true,
  },
  {
    title: "Not every view shows an ad",
    content:
      "<p>Viewers with YouTube Premium, ad blockers, or in situations where no ad is available watch without ads, so monetized playbacks are always fewer than total views. Premium members' watch time earns creators a share of subscription revenue instead.</p>",
    isActive: true,
  },
  {
    title: "The yellow dollar icon",
    content:
      "<p>A yellow dollar icon in YouTube Studio means <em>limited or no ads</em>: the video was judged unsuitable for some advertisers. Creators can request a human review if they think the decision is wrong.</p>",
    isActive: true,
  },
  {
    title: "Faceless channels can be monetized",
    content:
      "<p>YouTube does not require creators to show their face. What it looks for in monetization reviews is original value, such as commentary, narration, editing or new footage, rather than a person on camera.</p>",
    isActive: true,
  },
  {
    title: "Reused content is about value, not clips",
    content:
      "<p>The reused content policy does not ban using other people's material; it targets channels where that material is re-uploaded without meaningful original commentary, education or editing. A whole channel, not just one video, can be refused monetization for it.</p>",
    isActive: true,
  },
  {
    title: "Mass-produced content is a monetization risk",
    content:
      '<p>YouTube\'s monetization policies exclude content that is mass-produced or highly repetitive, such as videos that differ only slightly from one another. In 2025 YouTube renamed this part of the policy "inauthentic content" to make the intent clearer.</p>',
    isActive: true,
  },
  {
    title: "Memberships and Super Thanks",
    content:
      "<p>Beyond ads, Partner Program channels can earn from channel memberships, Super Chat and Super Stickers in live streams, Super Thanks on videos, and YouTube Shopping, where available.</p>",
    isActive: true,
  },
  {
    title: "Made for kids changes the money",
    content:
      "<p>Videos set as made for kids show only non-personalised ads and lose features such as comments and notification-bell alerts, which is why children's channels often have some of the lowest RPMs.</p>",
    isActive: true,
  },
  {
    title: "Audience setting is a legal obligation",
    content:
      "<p>Since 2020, following a settlement with the US Federal Trade Commission under COPPA, every creator must tell YouTube whether their videos are made for kids. Cartoons and games are not automatically for children; the intended audience decides.</p>",
    isActive: true,
  },
  {
    title: "Sponsorships must be declared",
    content:
      "<p>YouTube requires creators to tick the paid promotion box when a video includes sponsorships, product placement or endorsements, and viewers then see a disclosure at the start of the video.</p>",
    isActive: true,
  },
  {
    title: "Two-step verification is required",
    content:
      "<p>To join the Partner Program, the Google account behind the channel must have 2-Step Verification turned on, and the channel needs a linked AdSense account for payments.</p>",
    isActive: true,
  },

  // AI and synthetic content
  {
    title: "Realistic AI content must be disclosed",
    content:
      "<p>Since 2024, creators must tell YouTube when a video contains realistic altered or synthetic media, such as a real person appearing to say something they did not, or a real place or event made to look different. The disclosure is a setting in YouTube Studio during upload.</p>",
    isActive: true,
  },
  {
    title: "Not every AI use needs a label",
    content:
      "<p>YouTube's disclosure rule targets content that viewers could mistake for real. Using AI to brainstorm, write a script, generate captions or create clearly fantastical or animated visuals generally does not need the altered or synthetic content label.</p>",
    isActive: true,
  },
  {
    title: "Sensitive topics get a more visible label",
    content:
      "<p>For realistic synthetic content about sensitive topics such as elections, conflicts, health or finance, YouTube may show the AI label directly on the video player rather than only in the expanded description.</p>",
    isActive: true,
  },
  {
    title: "AI voices are allowed",
    content:
      "<p>YouTube does not ban synthetic narration. Channels run into trouble when AI voices are used to mass-produce low-effort videos or to imitate a real person's voice without consent, not because the voice is synthetic.</p>",
    isActive: true,
  },
  {
    title: "You can ask for AI likeness removal",
    content:
      "<p>People can use YouTube's privacy complaint process to request removal of AI-generated content that simulates their identifiable face or voice, and YouTube weighs factors such as parody and public interest when deciding.</p>",
    isActive: true,
  },

  // Copyright
  {
    title: "Claims are not strikes",
    content:
      "<p>A Content ID claim lets the rights holder block, track or monetize your video, but it does not put a strike on your channel. A copyright strike comes from a formal legal takedown request.</p>",
    isActive: true,
  },
  {
    title: "Three strikes within 90 days",
    content:
      "<p>If a channel receives three copyright strikes within 90 days, YouTube terminates it. Each strike expires after 90 days if the creator completes Copyright School.</p>",
    isActive: true,
  },
  {
    title: "There is no safe number of seconds",
    content:
      "<p>The idea that a clip under a few seconds is always fair use is a myth. Fair use in the United States is judged case by case on four factors, including purpose, the nature of the work, how much is used and the effect on the market.</p>",
    isActive: true,
  },
  {
    title: "Crediting is not permission",
    content:
      '<p>Writing "no copyright intended" or crediting the owner in the description does not give you the right to use someone else\'s footage or music. Only a licence, permission or a valid exception such as fair use does.</p>',
    isActive: true,
  },
  {
    title: "The YouTube Audio Library is free",
    content:
      "<p>YouTube Studio includes an Audio Library of music and sound effects that creators can use in monetized videos. Some tracks require attribution in the description, so check each track's licence.</p>",
    isActive: true,
  },
  {
    title: "Old is not always public domain",
    content:
      "<p>In the United States, works published roughly a century ago or earlier have entered the public domain, but the exact cut-off moves every year and other countries use different rules. A modern restoration or translation can carry its own copyright.</p>",
    isActive: true,
  },
  {
    title: "NASA imagery is usually free to use",
    content:
      "<p>Most NASA images and videos are not protected by copyright in the United States, which makes them popular with space channels. Some items contain partner material, logos or identifiable people with extra restrictions, and using them must not imply NASA's endorsement.</p>",
    isActive: true,
  },
  {
    title: "Creative Commons on YouTube",
    content:
      "<p>Creators can publish videos under the Creative Commons Attribution licence (CC BY), which lets others reuse the footage with credit. Check the licence on each video before reusing it.</p>",
    isActive: true,
  },

  // Shorts and formats
  {
    title: "Shorts can be up to three minutes",
    content:
      "<p>Since late 2024, YouTube has allowed Shorts of up to <strong>3 minutes</strong> in a square or vertical format, up from the original 60-second limit.</p>",
    isActive: true,
  },
  {
    title: "Shorts views are counted differently",
    content:
      "<p>In 2025 YouTube changed how Shorts views are counted so that starts and replays count as views, while Partner Program eligibility and revenue sharing continue to use <em>engaged views</em>. Check which metric Analytics is showing when comparing channels.</p>",
    isActive: true,
  },
  {
    title: "Shorts are a funnel",
    content:
      "<p>Many faceless creators use Shorts mainly for discovery and rely on long-form videos for income, because long-form RPM is usually much higher than the per-view earnings from the Shorts pool.</p>",
    isActive: true,
  },
  {
    title: "Podcasts have their own home",
    content:
      "<p>Creators can mark a playlist as a podcast in YouTube Studio, which makes it eligible to appear in YouTube's podcast surfaces and on YouTube Music. Audio-only shows with a simple visual work well there.</p>",
    isActive: true,
  },
  {
    title: "Chapters need at least three timestamps",
    content:
      "<p>To create video chapters from the description, the first timestamp must be 00:00, there must be at least three timestamps in ascending order, and each chapter must be at least 10 seconds long.</p>",
    isActive: true,
  },
  {
    title: "Test thumbnails against each other",
    content:
      "<p>YouTube's Test and Compare feature lets eligible creators upload up to three thumbnails for a video and picks the one that earns the most watch time, which is handy for faceless channels that rely on design rather than a face.</p>",
    isActive: true,
  },
  {
    title: "Thumbnail size limits",
    content:
      "<p>YouTube recommends thumbnails at <strong>1280 × 720</strong> pixels (16:9), and the file must be under 2 MB. Custom thumbnails need a verified account.</p>",
    isActive: true,
  },
  {
    title: "Titles and descriptions have limits",
    content:
      "<p>A YouTube title can be up to 100 characters and a description up to 5,000 characters, but only the first part of each shows before truncation, so put the key words first.</p>",
    isActive: true,
  },
  {
    title: "Too many hashtags backfire",
    content:
      "<p>If a video has more than 60 hashtags, YouTube ignores all of them on that video, and overloading videos with tags or hashtags can count as misleading metadata.</p>",
    isActive: true,
  },
  {
    title: "End screens come at the end",
    content:
      "<p>End screen elements can appear in the last 5 to 20 seconds of a video that is at least 25 seconds long, and they are one of the easiest ways to send viewers to the next video in a series.</p>",
    isActive: true,
  },
  {
    title: "Some features need phone verification",
    content:
      "<p>Uploading videos longer than 15 minutes, using custom thumbnails and live streaming require a verified account, which usually means confirming a phone number or building channel history.</p>",
    isActive: true,
  },
  {
    title: "Multi-language audio tracks",
    content:
      "<p>YouTube lets creators add dubbed audio tracks in other languages to the same video, and it has been rolling out automatic dubbing. Faceless formats are easy to dub because there are no lips to match.</p>",
    isActive: true,
  },

  // Analytics and growth
  {
    title: "Typical click-through rates",
    content:
      "<p>YouTube has said that about half of all channels and videos have an impressions click-through rate between 2% and 10%. A lower CTR is normal when a video is shown to broad, unfamiliar audiences.</p>",
    isActive: true,
  },
  {
    title: "Retention beats length",
    content:
      "<p>A long video is not automatically better. YouTube's recommendations favour videos that viewers choose to watch and feel satisfied with, so a tight ten-minute video often outperforms a padded twenty-minute one.</p>",
    isActive: true,
  },
  {
    title: "Subscriber counts are rounded",
    content:
      "<p>Public subscriber counts above 1,000 are abbreviated on YouTube (for example 1.23M), so exact numbers are only visible to the channel owner in YouTube Studio.</p>",
    isActive: true,
  },
  {
    title: "Dislikes are private",
    content:
      "<p>Since late 2021, YouTube has hidden public dislike counts. Creators can still see dislikes in YouTube Studio, and viewers can still press the dislike button to shape their recommendations.</p>",
    isActive: true,
  },
  {
    title: "Research what viewers search for",
    content:
      "<p>YouTube Studio's Inspiration and Research tools show topics your audience and others are searching for, which is a free way to find video ideas with real demand.</p>",
    isActive: true,
  },
  {
    title: "Returning viewers signal loyalty",
    content:
      "<p>YouTube Analytics separates new and returning viewers. Series, playlists and a consistent upload schedule are common ways faceless channels turn one-time viewers into returning ones.</p>",
    isActive: true,
  },
  {
    title: "Many people watch on TV",
    content:
      "<p>YouTube has said that TV screens are one of its fastest-growing ways to watch. Long documentaries, ambient videos and podcasts, all strong faceless formats, are well suited to the living room.</p>",
    isActive: true,
  },

  // Platform trivia and history
  {
    title: "The first YouTube video",
    content:
      '<p>The first video uploaded to YouTube, "Me at the zoo", was posted on <strong>23 April 2005</strong> by co-founder Jawed Karim and lasts just 19 seconds.</p>',
    isActive: true,
  },
  {
    title: "Google bought YouTube in 2006",
    content:
      "<p>Google acquired YouTube in 2006 for about <strong>$1.65 billion</strong> in stock, less than two years after the company was founded.</p>",
    isActive: true,
  },
  {
    title: "Handles arrived in 2022",
    content:
      "<p>YouTube introduced @handles in 2022, giving every channel a unique, short name. Faceless channels can use a brand name as their handle without revealing the creator's real name.</p>",
    isActive: true,
  },
  {
    title: "Brand Accounts keep you anonymous",
    content:
      "<p>A channel can be run from a Brand Account, so the channel name differs from the owner's personal Google name and several managers can share access without sharing a password.</p>",
    isActive: true,
  },
  {
    title: "VTubers are a faceless genre",
    content:
      "<p>Virtual YouTubers, or VTubers, perform as animated avatars driven by face tracking. The style took off in Japan in the late 2010s and is now a global streaming genre.</p>",
    isActive: true,
  },
  {
    title: "Community Guidelines strikes",
    content:
      "<p>A first Community Guidelines violation usually gets a warning. After that, strikes bring temporary upload restrictions, and three strikes within 90 days lead to channel termination.</p>",
    isActive: true,
  },

  // Inactive: kept for the admin list and to exercise the "active only" filter.
  {
    title: "Hours uploaded every minute",
    content:
      "<p>YouTube has said in the past that more than 500 hours of video are uploaded every minute. The figure is several years old, so treat it as an order of magnitude rather than a current count.</p>",
    isActive: false,
  },
  {
    title: "Annotations are gone",
    content:
      "<p>YouTube removed clickable annotations from videos in 2019 and replaced them with cards and end screens, which also work on mobile.</p>",
    isActive: false,
  },
  {
    title: "Stories were retired",
    content:
      "<p>YouTube Stories, short posts that disappeared after seven days, were retired in 2023 as YouTube focused on Shorts, posts and live streams instead.</p>",
    isActive: false,
  },
  {
    title: "Maximum upload size",
    content:
      "<p>Verified accounts can upload videos of up to 256 GB or 12 hours, whichever is less, which is more than enough for even the longest sleep-sound videos.</p>",
    isActive: false,
  },
];
