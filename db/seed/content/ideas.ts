/**
 * Editorial faceless channel ideas for the demo catalogue (original copy written for this
 * product). Each idea points at a niche slug from NICHES and a channel type id from the
 * catalogue; RPM ranges sit inside the niche's range and are estimates, not promises.
 */

export type IdeaSeed = {
  slug: string;
  title: string;
  /** One sentence, at most 160 characters. */
  summary: string;
  /** HTML: concept, audience, content plan, monetization notes, pitfalls. */
  body: string;
  nicheSlug: string;
  channelTypeId: string;
  difficulty: "beginner" | "intermediate" | "advanced";
  startupCost: "low" | "medium" | "high";
  rpmLow: number;
  rpmHigh: number;
  hoursPerVideo: number;
  tools: string[];
};

type IdeaBodyParts = {
  concept: string;
  audience: string;
  plan: string[];
  monetization: string;
  pitfalls: string;
};

/** Every idea body has the same five parts, so the detail page reads consistently. Text is plain (no markup). */
function ideaBody(parts: IdeaBodyParts): string {
  return (
    `<p>${parts.concept}</p>` +
    `<p><strong>Audience:</strong> ${parts.audience}</p>` +
    `<h3>Content plan</h3><ul>${parts.plan.map((item) => `<li>${item}</li>`).join("")}</ul>` +
    `<h3>Monetization</h3><p>${parts.monetization}</p>` +
    `<h3>Pitfalls</h3><p>${parts.pitfalls}</p>`
  );
}

export const IDEAS: readonly IdeaSeed[] = [
  {
    slug: "whiteboard-money-basics",
    title: "Whiteboard Money Basics for First Jobs",
    summary: "Hand-drawn explainers that teach budgeting, credit and saving to people starting their first full-time job.",
    body: ideaBody({
      concept:
        "Each video takes one money question a new graduate faces, such as how a paycheck is taxed or how a credit score is calculated, and draws the answer step by step on a whiteboard.",
      audience: "Young adults aged 18 to 28 in their first job, plus parents who share the videos with them.",
      plan: [
        "A core series of ten fundamentals: budgeting, emergency funds, credit, debt, retirement accounts",
        "Monthly scenario videos, for example planning the first month in a new city on a fixed salary",
        "Shorts that draw a single rule of thumb in under a minute and link to the full lesson",
      ],
      monetization:
        "Finance advertisers pay some of the highest rates on YouTube, and the evergreen topics keep earning for years. Budgeting apps and banks are natural sponsors once the channel grows; mark sponsorships with the paid promotion setting.",
      pitfalls:
        "Keep advice general and say that rules differ by country. Tax numbers change every year, so date-stamp videos or keep them rule-based rather than figure-based.",
    }),
    nicheSlug: "personal-finance",
    channelTypeId: "whiteboard_explainer",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 12,
    rpmHigh: 25,
    hoursPerVideo: 10,
    tools: ["VideoScribe", "ElevenLabs", "Audacity", "Canva"],
  },
  {
    slug: "debt-free-journeys-podcast",
    title: "Debt-Free Journeys Podcast",
    summary:
      "Anonymous audio interviews with people who paid off debt, showing the numbers, the mistakes and what finally worked.",
    body: ideaBody({
      concept:
        "Guests tell their debt story by voice only, which keeps them anonymous and makes honest answers easier. Each episode ends with a simple on-screen breakdown of their numbers.",
      audience: "Adults carrying credit-card, student or car debt who want realistic examples rather than lectures.",
      plan: [
        "Weekly 30 to 45 minute interviews recorded remotely",
        "A recurring segment where a listener shares their current budget and gets feedback from the guest",
        "Short clips of the most relatable moments for Shorts and other platforms",
      ],
      monetization:
        "Long episodes build watch time quickly, and the finance audience attracts high-paying ads. Mid-roll ads can be placed in videos of 8 minutes or longer.",
      pitfalls:
        "Finding guests is the bottleneck, so open a submission form early. Get written consent and remove identifying details before publishing.",
    }),
    nicheSlug: "personal-finance",
    channelTypeId: "audio_only_podcast",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 12,
    rpmHigh: 22,
    hoursPerVideo: 8,
    tools: ["Riverside", "Descript", "Canva", "Audacity"],
  },
  {
    slug: "market-history-in-charts",
    title: "Market History in Animated Charts",
    summary:
      "Animated charts that replay famous market crashes, bubbles and recoveries so long-term investors can see history unfold.",
    body: ideaBody({
      concept:
        "Each episode animates one historical market event, from the dot-com bubble to a currency crisis, with price charts, timelines and a calm narrator explaining what investors knew at the time.",
      audience: "Beginner and intermediate investors who want context before they buy their first index fund.",
      plan: [
        "One deep-dive event per fortnight, 12 to 18 minutes long",
        "Comparison videos such as how long recoveries took after each major crash",
        "Short chart replays for Shorts with a single takeaway",
      ],
      monetization:
        "Brokerages and fintech brands compete for this audience. Educational framing keeps the videos advertiser-friendly.",
      pitfalls:
        "Show data sources on screen and avoid predictions. Check licence terms of any price data you download before publishing it.",
    }),
    nicheSlug: "investing",
    channelTypeId: "infographic_data",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 10,
    rpmHigh: 24,
    hoursPerVideo: 14,
    tools: ["Flourish", "After Effects", "Google Sheets", "ElevenLabs"],
  },
  {
    slug: "crypto-wallet-security",
    title: "Crypto Wallet Security Tutorials",
    summary: "Screen-recorded guides to setting up wallets safely, spotting scams and recovering from common mistakes.",
    body: ideaBody({
      concept:
        "Practical, tool-by-tool security tutorials: setting up a hardware wallet, storing a recovery phrase, recognising phishing sites and checking a transaction before signing it.",
      audience: "New crypto holders who are nervous about losing funds, and family members helping them.",
      plan: [
        "Setup guides for popular wallets, updated when interfaces change",
        "A scam-spotting series that rebuilds real scam patterns with fake, safe examples",
        "A checklist video that viewers can follow once a year",
      ],
      monetization:
        "Security content is less volatile than price content and tends to stay advertiser-friendly. Affiliate links to hardware wallets are common; disclose them.",
      pitfalls:
        "Never show real keys or recovery phrases on screen, even test ones that look real. Avoid giveaways, which scammers imitate in comments.",
    }),
    nicheSlug: "crypto",
    channelTypeId: "screen_recording_tutorial",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 6,
    rpmHigh: 18,
    hoursPerVideo: 6,
    tools: ["OBS Studio", "DaVinci Resolve", "Canva", "Audacity"],
  },
  {
    slug: "weekly-blockchain-brief",
    title: "The Weekly Blockchain Brief",
    summary:
      "A ten-minute weekly news show that explains what actually changed in crypto this week, with sources for every claim.",
    body: ideaBody({
      concept:
        "A scheduled weekly brief covering regulation, major upgrades, security incidents and market structure, with each story summarised in plain language and linked to its primary source.",
      audience: "Busy holders and professionals who want to stay informed without following dozens of accounts.",
      plan: [
        "Publish the same day every week with a consistent graphics package",
        "Three to five stories per episode, with chapters",
        "A quarterly recap episode that shows which stories mattered in hindsight",
      ],
      monetization:
        "Regular schedules build returning viewers, which helps recommendations. RPM moves with the market cycle, so plan for quieter months.",
      pitfalls: "Do not give price predictions or investment advice. Correct errors quickly in a pinned comment.",
    }),
    nicheSlug: "crypto",
    channelTypeId: "news_aggregation",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 6,
    rpmHigh: 16,
    hoursPerVideo: 5,
    tools: ["Canva", "DaVinci Resolve", "Notion", "ElevenLabs"],
  },
  {
    slug: "cold-case-files",
    title: "Cold Case Files, Narrated",
    summary: "Carefully researched long-form episodes about unsolved cases, built from public records and reputable reporting.",
    body: ideaBody({
      concept:
        "Each episode reconstructs one cold case in chronological order using court documents, newspaper archives and official appeals, and ends with what investigators still need.",
      audience: "True-crime fans who prefer calm, respectful investigation over shock value.",
      plan: [
        "One 30 to 60 minute case every two weeks",
        "Update videos when a case has new developments",
        "A sources document linked in every description",
      ],
      monetization:
        "Long watch time works well for mid-roll ads. Keep thumbnails and titles free of graphic imagery to avoid limited ads.",
      pitfalls:
        "Treat victims and families with respect and avoid naming people who were never charged. Research takes most of the time, so plan the schedule around it.",
    }),
    nicheSlug: "true-crime",
    channelTypeId: "documentary_story",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 4,
    rpmHigh: 10,
    hoursPerVideo: 20,
    tools: ["Descript", "DaVinci Resolve", "Storyblocks", "Adobe Podcast"],
  },
  {
    slug: "small-town-crime-podcast",
    title: "Small-Town Crime Podcast",
    summary:
      "An audio-first podcast about lesser-known cases from small towns, told with local newspaper archives and interviews.",
    body: ideaBody({
      concept:
        "Two narrators alternate telling a case from a small community, using local archives and interviews with journalists who covered it at the time.",
      audience: "Podcast listeners who play true crime during commutes and chores, and who are tired of the same famous cases.",
      plan: [
        "Weekly episodes with a static cover and animated captions",
        "Mini-series of three to four episodes for complex cases",
        "Listener-suggested cases with a public submission form",
      ],
      monetization:
        "Podcasts on YouTube earn from ads like any video; memberships and early access work well for loyal listeners.",
      pitfalls:
        "Local cases often involve living people, so check facts carefully and avoid speculation that could be defamatory.",
    }),
    nicheSlug: "true-crime",
    channelTypeId: "audio_only_podcast",
    difficulty: "beginner",
    startupCost: "medium",
    rpmLow: 4,
    rpmHigh: 9,
    hoursPerVideo: 12,
    tools: ["Riverside", "Adobe Audition", "Headliner", "Canva"],
  },
  {
    slug: "history-of-everyday-objects",
    title: "History of Everyday Objects",
    summary:
      "Short documentaries on the surprising history of things we use daily, from forks and zippers to calendars and keys.",
    body: ideaBody({
      concept:
        "Each video follows one ordinary object from its earliest form to today, using museum images, patent drawings and simple animations.",
      audience: "Curious adults, teachers and students who enjoy trivia with substance.",
      plan: [
        "Weekly 10 to 15 minute episodes",
        "Themed playlists: kitchen, office, clothing, transport",
        "Shorts revealing one surprising fact from each episode",
      ],
      monetization:
        "History is advertiser-friendly and evergreen. Teachers sharing videos in class bring steady views during term time.",
      pitfalls:
        "Popular object myths are often wrong; check claims against museum and academic sources. Patent drawings and old images still need a rights check.",
    }),
    nicheSlug: "history",
    channelTypeId: "history_educational",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 4,
    rpmHigh: 9,
    hoursPerVideo: 12,
    tools: ["DaVinci Resolve", "Canva", "ElevenLabs", "Wikimedia Commons"],
  },
  {
    slug: "restored-street-scenes",
    title: "Restored Street Scenes from a Century Ago",
    summary: "Public-domain film of early 1900s cities, carefully restored and narrated with then-and-now comparisons.",
    body: ideaBody({
      concept:
        "Find early street footage in public archives, stabilise and restore it, then narrate what we see: the vehicles, the clothing, the shops and what stands there today.",
      audience:
        "History lovers, older viewers with family ties to the cities shown, and people who enjoy calm, nostalgic viewing.",
      plan: [
        "One city per video with a map of where each shot was filmed",
        "Then-and-now comparisons using your own photos or Street View-style screenshots where terms allow",
        "Behind-the-scenes videos on how the restoration was done",
      ],
      monetization:
        "Watch time is strong and the content is family-friendly. Memberships can fund archive licences for rarer footage.",
      pitfalls:
        "Old does not always mean public domain, and restored versions on other channels are their work. Label colourisation and AI upscaling clearly.",
    }),
    nicheSlug: "history",
    channelTypeId: "found_footage_archival",
    difficulty: "intermediate",
    startupCost: "medium",
    rpmLow: 4,
    rpmHigh: 10,
    hoursPerVideo: 10,
    tools: ["DaVinci Resolve", "Topaz Video", "Internet Archive", "Audacity"],
  },
  {
    slug: "space-scale-comparisons",
    title: "3D Scale Comparisons of Space",
    summary: "Rendered 3D comparisons that show the true size of planets, moons, stars and spacecraft side by side.",
    body: ideaBody({
      concept:
        "Build accurate 3D models of celestial objects and spacecraft and fly the camera between them so viewers feel the scale of the universe.",
      audience: "All ages, from students to space enthusiasts, and classrooms looking for a visual hook.",
      plan: [
        "Monthly flagship comparisons of 10 to 15 minutes",
        "Quick Shorts comparing two objects",
        "Mission tie-ins when a spacecraft reaches a new destination",
      ],
      monetization:
        "High retention and rewatching help reach. Space content is advertiser-friendly and works across languages with subtitles.",
      pitfalls:
        "Rendering takes time, so reuse a library of models. Double-check sizes and distances against NASA and ESA data, and state when scale is compressed.",
    }),
    nicheSlug: "space-astronomy",
    channelTypeId: "animation_2d_3d",
    difficulty: "advanced",
    startupCost: "medium",
    rpmLow: 4,
    rpmHigh: 10,
    hoursPerVideo: 25,
    tools: ["Blender", "SpaceEngine", "DaVinci Resolve", "Audacity"],
  },
  {
    slug: "space-mission-logs",
    title: "Space Mission Logs",
    summary: "Narrated mission stories built from NASA imagery and public mission records, from launch to the last transmission.",
    body: ideaBody({
      concept:
        "Tell the story of one real mission per video, using official imagery, mission timelines and simple diagrams of orbits and manoeuvres.",
      audience: "Space fans, students and anyone who watches launches but wants the full story.",
      plan: [
        "Classic missions first, then new missions as they happen",
        "Diagrams of trajectories made in Canva or After Effects",
        "Short launch-day explainers for Shorts",
      ],
      monetization:
        "NASA imagery is generally not copyrighted, which keeps costs low, and educational space content is advertiser-friendly.",
      pitfalls:
        "Some NASA-hosted images belong to partners or contain logos with use restrictions; check each item's usage note. Avoid implying NASA endorsement.",
    }),
    nicheSlug: "space-astronomy",
    channelTypeId: "stock_footage_voiceover",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 4,
    rpmHigh: 9,
    hoursPerVideo: 8,
    tools: ["NASA Image and Video Library", "DaVinci Resolve", "ElevenLabs", "Canva"],
  },
  {
    slug: "everyday-science-whiteboard",
    title: "Everyday Science on a Whiteboard",
    summary: "Drawn explainers answering everyday science questions, like why ice floats or how a microwave heats food.",
    body: ideaBody({
      concept:
        "Each video answers one question a curious ten-year-old might ask, with diagrams drawn in sync with the narration and a simple home experiment at the end.",
      audience: "Students aged 10 to 16, parents, and teachers who want a five-minute starter for class.",
      plan: [
        "Two videos a week, five to eight minutes each",
        "Playlists mapped to school topics such as forces, states of matter and light",
        "A safe home experiment in every episode",
      ],
      monetization:
        "Decide early whether the channel is made for kids; content aimed at a general or teen audience keeps personalised ads and comments.",
      pitfalls: "Experiments must be safe, with adult supervision noted. Simplify without saying things that are false.",
    }),
    nicheSlug: "science-explainers",
    channelTypeId: "whiteboard_explainer",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 4,
    rpmHigh: 9,
    hoursPerVideo: 10,
    tools: ["Doodly", "Procreate", "Audacity", "DaVinci Resolve"],
  },
  {
    slug: "curious-questions-narrated",
    title: "Curious Questions, Narrated",
    summary:
      "Eight-minute narrated answers to odd science questions, voiced by a consistent synthetic narrator over original diagrams.",
    body: ideaBody({
      concept:
        "A fixed-format show that answers one strange question per episode, such as what would happen if the Moon disappeared, using a licensed AI voice, diagrams and sourced facts.",
      audience: "Teens and adults who binge curiosity videos and share them with friends.",
      plan: [
        "Three episodes a week, each with a clear question in the title",
        "A recurring visual style so the channel is recognisable without a face",
        "Viewer-submitted questions picked from comments",
      ],
      monetization: "Works best with original diagrams and a scripted voice; the value must be in the research and writing.",
      pitfalls:
        "A channel of low-effort AI-voiced slideshows risks being judged repetitive or mass-produced. Fact-check every script and cite sources.",
    }),
    nicheSlug: "science-explainers",
    channelTypeId: "text_to_speech",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 4,
    rpmHigh: 8,
    hoursPerVideo: 6,
    tools: ["ElevenLabs", "Canva", "CapCut", "Descript"],
  },
  {
    slug: "hands-only-gadget-reviews",
    title: "Hands-Only Gadget Reviews",
    summary: "Close-up, hands-only reviews of everyday tech with real-world tests, measured battery life and honest verdicts.",
    body: ideaBody({
      concept:
        "Review phones, earbuds and small gadgets using top-down and close-up shots of hands in use, with repeatable tests and clear verdicts.",
      audience: "Shoppers comparing products before buying, especially in budget and mid-range categories.",
      plan: [
        "One full review a week plus comparison videos",
        "A standard test suite shown as on-screen graphics",
        "Long-term follow-ups after three months of use",
      ],
      monetization:
        "Buyers near a purchase attract strong electronics ads, and affiliate links add revenue. Disclose review units and sponsorships.",
      pitfalls: "Buying products is the main cost; start with what you own. Staying honest about flaws is what builds trust.",
    }),
    nicheSlug: "tech-reviews",
    channelTypeId: "hands_only_demo",
    difficulty: "intermediate",
    startupCost: "high",
    rpmLow: 6,
    rpmHigh: 14,
    hoursPerVideo: 12,
    tools: ["DaVinci Resolve", "Rode VideoMic", "Lightroom", "Canva"],
  },
  {
    slug: "build-it-in-python",
    title: "Build It in Python",
    summary: "Project-based coding tutorials that build a useful program from an empty file to a working app in one video.",
    body: ideaBody({
      concept:
        "Each episode builds one small, useful project, such as an expense tracker, a web scraper or a simple game, explaining every line on screen.",
      audience: "Beginners who know the basics and want projects for practice or a portfolio.",
      plan: [
        "Weekly project videos of 20 to 40 minutes with chapters",
        "Complete source code in a public repository",
        "Follow-up videos that extend a project with new features",
      ],
      monetization:
        "Programming audiences attract software and education advertisers; courses or paid templates can follow later.",
      pitfalls: "Use large fonts and a high-contrast theme. Libraries change, so pin versions and update popular videos.",
    }),
    nicheSlug: "programming-tutorials",
    channelTypeId: "screen_recording_tutorial",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 8,
    rpmHigh: 18,
    hoursPerVideo: 12,
    tools: ["OBS Studio", "Visual Studio Code", "DaVinci Resolve", "GitHub"],
  },
  {
    slug: "programming-concepts-animated",
    title: "Programming Concepts Animated",
    summary:
      "Animated explanations of algorithms and computer science ideas, from recursion to hash tables, with no code on screen.",
    body: ideaBody({
      concept:
        "Use programmatic animation to show how data structures and algorithms behave step by step, so the idea clicks before learners see any code.",
      audience: "Computer science students, bootcamp learners and developers preparing for interviews.",
      plan: [
        "A core series of 20 fundamental concepts",
        "Interview-question walkthroughs animated from first principles",
        "Short visual comparisons, such as two sorting algorithms racing",
      ],
      monetization: "High-value audience with evergreen demand, especially around exam and hiring seasons.",
      pitfalls: "Animation is slow at first; build reusable scenes. Correctness matters, so have a second person review scripts.",
    }),
    nicheSlug: "programming-tutorials",
    channelTypeId: "animation_2d_3d",
    difficulty: "advanced",
    startupCost: "low",
    rpmLow: 8,
    rpmHigh: 16,
    hoursPerVideo: 20,
    tools: ["Manim", "Python", "Audacity", "DaVinci Resolve"],
  },
  {
    slug: "honest-ai-tool-tests",
    title: "Honest AI Tool Tests",
    summary: "Screen-recorded, side-by-side tests of AI tools on real tasks, with costs, limits and a clear recommendation.",
    body: ideaBody({
      concept:
        "Give several AI tools the same real task, such as summarising a contract or drafting a product description, record the results on screen and score them with a fixed rubric.",
      audience: "Freelancers, small-business owners and office workers deciding which tools to pay for.",
      plan: [
        "Weekly head-to-head tests in one category",
        'Monthly "what changed" updates for popular tools',
        "Workflow tutorials that combine the best tools for a job",
      ],
      monetization: "Software advertisers pay well, and many AI tools run affiliate programmes; disclose every affiliate link.",
      pitfalls: "Tools change fast, so date each test. Do not overstate what a tool can do; viewers notice hype quickly.",
    }),
    nicheSlug: "ai-tools",
    channelTypeId: "screen_recording_tutorial",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 8,
    rpmHigh: 20,
    hoursPerVideo: 6,
    tools: ["OBS Studio", "Descript", "Canva", "Notion"],
  },
  {
    slug: "this-week-in-ai",
    title: "This Week in AI, Explained",
    summary: "A weekly round-up of AI releases and research explained for non-experts, with links to every primary source.",
    body: ideaBody({
      concept:
        "Every week, pick the five AI developments that matter most and explain what they do, who they affect and what is still uncertain.",
      audience: "Professionals who need to keep up with AI without reading papers or following hundreds of accounts.",
      plan: [
        "Fixed weekly slot with chapters per story",
        "Occasional deep dives on one model or paper",
        "Short clips of the single biggest story",
      ],
      monetization: "A loyal weekly audience is valuable to business-software sponsors.",
      pitfalls: "Separate announcements from verified results. If you use AI to draft scripts, fact-check every claim.",
    }),
    nicheSlug: "ai-tools",
    channelTypeId: "news_aggregation",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 8,
    rpmHigh: 18,
    hoursPerVideo: 8,
    tools: ["Notion", "DaVinci Resolve", "Canva", "Audacity"],
  },
  {
    slug: "illustrated-myths-ai-art",
    title: "Illustrated Myths with AI-Assisted Art",
    summary: "Myths from around the world retold with original scripts and a consistent AI-assisted illustration style.",
    body: ideaBody({
      concept:
        "Retell one myth per video from reliable translations, written in your own words, illustrated in a single consistent art style that you refine by hand.",
      audience: "Mythology fans, gamers who meet these gods in games, and families who enjoy story time.",
      plan: [
        "Series by tradition: Norse, Greek, Egyptian, Japanese, West African",
        "Character profiles of gods and heroes",
        "Comparison videos, such as flood myths across cultures",
      ],
      monetization:
        "Evergreen, advertiser-friendly topics. Consistent art and a recognisable narrator are what make the channel stand out.",
      pitfalls:
        "Check each AI tool's commercial licence. Clearly fantastical illustrations do not need the realistic-content disclosure, but realistic depictions of real places or people may.",
    }),
    nicheSlug: "mythology",
    channelTypeId: "ai_generated",
    difficulty: "intermediate",
    startupCost: "medium",
    rpmLow: 3,
    rpmHigh: 7,
    hoursPerVideo: 15,
    tools: ["Midjourney", "Photoshop", "ElevenLabs", "DaVinci Resolve"],
  },
  {
    slug: "original-motivational-essays",
    title: "Original Motivational Essays",
    summary: "Scripted video essays on discipline and habits, narrated in your own voice over licensed cinematic footage.",
    body: ideaBody({
      concept:
        "Write short essays that combine a real story, a research finding and a practical action, narrated over carefully matched licensed footage.",
      audience: "Students and young professionals looking for focus, especially at the start of the year and before exams.",
      plan: [
        "Two essays a week, six to ten minutes each",
        "A 30-day challenge series with a daily short",
        "Book-based episodes that credit the source and add your own take",
      ],
      monetization: "Large global audiences lower average RPM, but sponsorships from productivity apps are common.",
      pitfalls:
        "Compilations of other people's speeches are a classic reused-content problem. Write everything yourself and avoid misattributed quotes.",
    }),
    nicheSlug: "motivation",
    channelTypeId: "stock_footage_voiceover",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 2,
    rpmHigh: 6,
    hoursPerVideo: 8,
    tools: ["Storyblocks", "Premiere Pro", "Audacity", "Epidemic Sound"],
  },
  {
    slug: "bedtime-stories-for-adults",
    title: "Bedtime Stories for Grown-Ups",
    summary: "Slow, gentle original stories written to help adults fall asleep, narrated over dim visuals and soft ambience.",
    body: ideaBody({
      concept:
        "Write calm, low-stakes stories (a train journey through the mountains, a night in a lighthouse) read slowly over soft ambience, with the screen fading to near black.",
      audience: "Adults with busy minds who struggle to switch off at night.",
      plan: [
        "Two new 30 to 60 minute stories a week",
        "Recurring settings and characters that listeners grow fond of",
        "Compilation nights that join older stories for a full night of listening",
      ],
      monetization:
        "Watch time is very high, though per-view RPM is modest. Memberships with ad-free bonus stories suit this audience.",
      pitfalls:
        "Loud ad breaks wake listeners; keep ad placement sparse. Mix the voice quietly and consistently with no sudden peaks.",
    }),
    nicheSlug: "meditation-sleep",
    channelTypeId: "original_storytelling",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 1,
    rpmHigh: 4,
    hoursPerVideo: 10,
    tools: ["Audacity", "iZotope RX", "Canva", "DaVinci Resolve"],
  },
  {
    slug: "real-place-rain-soundscapes",
    title: "Rain Soundscapes from Real Places",
    summary:
      "Field recordings of rain in specific real places, from a Scottish bothy to a Tokyo side street, for sleep and focus.",
    body: ideaBody({
      concept:
        "Record rain yourself in distinctive locations and pair each recording with a still photo and a short written note about the place.",
      audience: "Light sleepers, students and remote workers who play ambience for hours.",
      plan: [
        "One new location every week, published in one-hour and three-hour versions",
        "A dark-screen version for sleep",
        "A map playlist of all recorded places",
      ],
      monetization: "Long sessions bring watch time; RPM is low, so volume of listening matters more than views.",
      pitfalls:
        "Wind and traffic ruin recordings; invest in a windshield. Avoid re-uploading the same audio with a new picture, which looks repetitive.",
    }),
    nicheSlug: "meditation-sleep",
    channelTypeId: "asmr_ambient",
    difficulty: "beginner",
    startupCost: "medium",
    rpmLow: 1,
    rpmHigh: 3,
    hoursPerVideo: 6,
    tools: ["Zoom H5", "Audacity", "iZotope RX", "DaVinci Resolve"],
  },
  {
    slug: "lofi-pixel-city",
    title: "Lofi Beats in a Pixel-Art City",
    summary: "Original lofi tracks with a recurring pixel-art character who studies in a different city each mix.",
    body: ideaBody({
      concept:
        "Produce or commission original lofi tracks and pair each mix with a looping pixel-art scene of the same character in a new city.",
      audience: "Students and remote workers who want background music without lyrics.",
      plan: [
        "One hour-long mix a week with timestamps",
        "A 24/7 live stream once the library passes a few dozen tracks",
        "Short loops of new scenes for Shorts",
      ],
      monetization:
        "RPM is low; income grows through long listening sessions, streaming platforms and merchandise featuring the character.",
      pitfalls: "Own or license every track in writing. Uploading other artists' music leads to claims and takedowns.",
    }),
    nicheSlug: "lofi-music",
    channelTypeId: "music_curation",
    difficulty: "intermediate",
    startupCost: "medium",
    rpmLow: 0.5,
    rpmHigh: 2,
    hoursPerVideo: 15,
    tools: ["Ableton Live", "Aseprite", "After Effects", "OBS Studio"],
  },
  {
    slug: "rules-based-horror",
    title: "Rules-Based Horror Stories",
    summary:
      "Original horror fiction built around strange rules: a night shift where you must never answer the phone after 3 a.m.",
    body: ideaBody({
      concept:
        "Write original stories where the narrator receives a list of rules that slowly reveal something wrong, narrated with atmospheric sound design.",
      audience: "Teens and adults who love creepy fiction and listen late at night.",
      plan: [
        "A new story each week, 20 to 40 minutes",
        "A shared fictional town that connects stories",
        "Rule lists as Shorts that tease each episode",
      ],
      monetization:
        "Original fiction is fully yours, so it can grow into audio dramas or books. Keep thumbnails free of gore to protect ads.",
      pitfalls: "The subgenre is popular; a distinctive setting and strong writing matter more than jump scares.",
    }),
    nicheSlug: "horror-stories",
    channelTypeId: "original_storytelling",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 2,
    rpmHigh: 6,
    hoursPerVideo: 12,
    tools: ["Audacity", "Epidemic Sound", "Krita", "DaVinci Resolve"],
  },
  {
    slug: "horror-in-text-messages",
    title: "Horror Told in Text Messages",
    summary: "Short original horror stories shown as text conversations, built for vertical video and sound-off viewing.",
    body: ideaBody({
      concept:
        "Each story unfolds as a chat between characters on screen, with tense pacing, typing indicators and subtle sound effects.",
      audience: "Teens and young adults who scroll Shorts and enjoy quick scares.",
      plan: [
        "Daily Shorts under a minute",
        "Weekly long-form episodes that extend the best Shorts",
        "Viewer polls on what the character should reply next",
      ],
      monetization: "Shorts revenue comes from a shared pool, so long-form episodes are where ad income builds.",
      pitfalls: "Text-story templates are everywhere; write original stories and design your own interface look.",
    }),
    nicheSlug: "horror-stories",
    channelTypeId: "text_based_narrative",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 2,
    rpmHigh: 5,
    hoursPerVideo: 5,
    tools: ["After Effects", "Figma", "CapCut", "Audacity"],
  },
  {
    slug: "original-workplace-stories",
    title: "Original Workplace Drama Stories",
    summary: "Original, written-for-the-channel office drama stories narrated by a consistent AI voice over your own gameplay.",
    body: ideaBody({
      concept:
        "Write original workplace stories in the style people enjoy from forums (petty bosses, clever revenge, happy endings) and narrate them with a signature synthetic voice.",
      audience: "Young adults who enjoy relatable drama while gaming or commuting.",
      plan: [
        "Daily Shorts and three long compilations of your own stories each week",
        "Recurring characters that viewers ask about",
        "Viewer prompts turned into new stories",
      ],
      monetization: "Cheap to produce, but RPM is modest and the format is saturated; the story quality decides everything.",
      pitfalls:
        "Reading other people's posts with a TTS voice over generic footage is exactly what the reused and repetitive content policies target. Write the stories yourself and record the background footage yourself.",
    }),
    nicheSlug: "reddit-stories",
    channelTypeId: "text_to_speech",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 1.5,
    rpmHigh: 4,
    hoursPerVideo: 4,
    tools: ["ElevenLabs", "CapCut", "OBS Studio", "Google Docs"],
  },
  {
    slug: "thriller-endings-explained",
    title: "Thriller Endings Explained",
    summary: "Spoiler-labelled analysis videos that explain the twists and clues of new thriller films and series.",
    body: ideaBody({
      concept:
        "Publish within days of release, walking through the clues, the twist and what the ending means, with short excerpts, stills and diagrams.",
      audience: "Viewers who just finished a film and immediately search for an explanation.",
      plan: [
        "One explainer per major thriller release",
        "Evergreen explainers for older, often-searched films",
        "Clue-map graphics that become the channel's signature",
      ],
      monetization: "Search spikes on release weekends bring bursts of views; evergreen titles earn steadily.",
      pitfalls: "Keep excerpts short and let commentary lead. Footage-heavy recaps are often claimed through Content ID.",
    }),
    nicheSlug: "movie-recaps",
    channelTypeId: "movie_tv_analysis",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 2,
    rpmHigh: 6,
    hoursPerVideo: 12,
    tools: ["DaVinci Resolve", "Photoshop", "Descript", "Canva"],
  },
  {
    slug: "public-domain-concept-trailers",
    title: "Concept Trailers for Public-Domain Novels",
    summary: "Clearly labelled concept trailers for films of public-domain classics, made entirely in a game engine.",
    body: ideaBody({
      concept:
        "Imagine the film adaptation of a public-domain novel and build its trailer in Unreal Engine or Blender, with original music licensing and clear concept labelling.",
      audience: "Film fans, readers and aspiring filmmakers who enjoy seeing a classic reimagined.",
      plan: [
        "One trailer a month with a behind-the-scenes breakdown",
        "Polls to pick the next novel",
        "Shorts of single shots and how they were made",
      ],
      monetization:
        "Original visuals avoid Content ID claims from studios. The craft content can also sell project files or courses.",
      pitfalls:
        "Always title videos as concept or fan-made; misleading trailers have reportedly led YouTube to suspend ad revenue on some channels. Adaptations and translations of old books may still be under copyright.",
    }),
    nicheSlug: "movie-recaps",
    channelTypeId: "fake_trailers",
    difficulty: "advanced",
    startupCost: "medium",
    rpmLow: 2,
    rpmHigh: 5,
    hoursPerVideo: 30,
    tools: ["Unreal Engine", "Blender", "DaVinci Resolve", "Artlist"],
  },
  {
    slug: "sound-designer-reacts",
    title: "A Sound Designer Reacts to Trailers",
    summary: "Voice-only reactions where a sound designer pauses trailers to explain the mix, the effects and the music cues.",
    body: ideaBody({
      concept:
        "Watch a new trailer, pause often, and explain the sound choices: the silence before a hit, layered effects, the rhythm of the edit.",
      audience: "Film fans, aspiring editors and audio students.",
      plan: [
        "Two reactions a week to major trailers",
        "Recreate a trailer's sound from scratch in one video a month",
        "Short clips of the best breakdowns",
      ],
      monetization: "Specialist insight makes the commentary substantial; courses and sample packs are a natural extra.",
      pitfalls: "Studios differ in how they handle trailer reactions. Keep the source portion short and your analysis long.",
    }),
    nicheSlug: "movie-recaps",
    channelTypeId: "no_face_reaction",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 2,
    rpmHigh: 6,
    hoursPerVideo: 8,
    tools: ["OBS Studio", "Reaper", "DaVinci Resolve", "Shure SM7B"],
  },
  {
    slug: "manga-panel-breakdowns",
    title: "Manga Panel Breakdowns",
    summary:
      "Analysis of how manga artists use panels, pacing and composition, illustrated with short excerpts and redrawn diagrams.",
    body: ideaBody({
      concept:
        "Pick one chapter or famous page and break down how the artist guides the eye, builds tension and handles action, using your own diagrams.",
      audience: "Manga readers, aspiring artists and anime fans curious about the source material.",
      plan: [
        "Weekly breakdowns of one series",
        "Technique series, such as how to draw speed or silence",
        "Comparisons of a page and its anime adaptation",
      ],
      monetization: "A loyal niche audience; art-supply and drawing-app sponsors fit well.",
      pitfalls: "Use only the panels you discuss, never full chapters, and avoid leaks of unreleased chapters.",
    }),
    nicheSlug: "anime",
    channelTypeId: "movie_tv_analysis",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 1.5,
    rpmHigh: 4,
    hoursPerVideo: 10,
    tools: ["Clip Studio Paint", "DaVinci Resolve", "Audacity", "Canva"],
  },
  {
    slug: "vtuber-anime-rankings",
    title: "VTuber-Hosted Anime Rankings",
    summary: "A VTuber host ranks anime openings, arcs and characters live with chat, then edits the best debates into videos.",
    body: ideaBody({
      concept:
        "A character-driven avatar hosts weekly ranking streams with audience votes, and edited highlight videos go out on the main channel.",
      audience: "Anime fans aged 16 to 30 who enjoy community debates and live chat.",
      plan: [
        "Weekly live ranking stream with polls",
        "Edited 15-minute ranking videos from each stream",
        "Shorts of the funniest chat moments",
      ],
      monetization: "Live streams add Super Chat and memberships to ad revenue once the channel is in the Partner Program.",
      pitfalls: "Anime clips and openings are actively claimed; use stills, your own commentary and licensed music only.",
    }),
    nicheSlug: "anime",
    channelTypeId: "virtual_avatar",
    difficulty: "intermediate",
    startupCost: "medium",
    rpmLow: 1.5,
    rpmHigh: 5,
    hoursPerVideo: 8,
    tools: ["VTube Studio", "Live2D Cubism", "OBS Studio", "DaVinci Resolve"],
  },
  {
    slug: "game-lore-timelines",
    title: "Complete Game Lore Timelines",
    summary:
      "Long-form documentaries that put a game series' story in chronological order, narrated over self-recorded gameplay.",
    body: ideaBody({
      concept:
        "Research every game, book and official source in a series and retell the full story in order, with maps and character charts.",
      audience: "Fans waiting for the next release and newcomers who want to catch up.",
      plan: [
        "One flagship timeline per series, 45 to 90 minutes",
        "Character deep dives between flagships",
        "Pre-release recap videos before each new game",
      ],
      monetization: "Long watch time and high retention help recommendations; timelines are rewatched before every new release.",
      pitfalls: "Record your own gameplay and check each publisher's video policy. Mark speculation clearly.",
    }),
    nicheSlug: "gaming-lore",
    channelTypeId: "documentary_story",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 2,
    rpmHigh: 6,
    hoursPerVideo: 25,
    tools: ["OBS Studio", "DaVinci Resolve", "Audacity", "Photoshop"],
  },
  {
    slug: "speedrun-records-ranked",
    title: "Speedrun Records Ranked and Explained",
    summary: "Ranked compilations of speedrun records with on-screen explanations of the tricks and glitches behind each one.",
    body: ideaBody({
      concept:
        "Rank the most impressive world records in a game and explain the route, the tricks and the history of each record.",
      audience: "Gamers who enjoy skill, and people who discovered speedrunning through viral clips.",
      plan: [
        "Monthly ranked compilations by game",
        "History videos that follow one record over the years",
        "Short trick explainers",
      ],
      monetization: "Gaming audiences skew young, so RPM is modest; sponsorships from peripherals brands can add up.",
      pitfalls:
        "Ask runners for permission to use their footage and credit them. A ranking without explanation adds little to the original clips.",
    }),
    nicheSlug: "video-game-compilations",
    channelTypeId: "compilation_montage",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 1,
    rpmHigh: 4,
    hoursPerVideo: 10,
    tools: ["DaVinci Resolve", "OBS Studio", "Photoshop", "Audacity"],
  },
  {
    slug: "football-tactics-board",
    title: "Football Tactics on a Digital Board",
    summary: "Tactical analysis of football matches using animated boards, data and diagrams instead of broadcast footage.",
    body: ideaBody({
      concept:
        "Recreate key moments from matches on an animated tactics board and explain pressing, build-up and set pieces with data.",
      audience: "Football fans who want to understand why a team won, plus amateur coaches.",
      plan: [
        "Post-match analysis of big games within two days",
        "Team and manager philosophy deep dives",
        "Coaching drills explained for grassroots coaches",
      ],
      monetization: "Avoiding broadcast footage removes the biggest claim risk in sports content.",
      pitfalls: "Check data providers' terms before showing their numbers. Animated boards take practice; build templates early.",
    }),
    nicheSlug: "sports-highlights",
    channelTypeId: "infographic_data",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 2,
    rpmHigh: 5,
    hoursPerVideo: 8,
    tools: ["After Effects", "Python", "Canva", "DaVinci Resolve"],
  },
  {
    slug: "car-parts-in-3d",
    title: "How Car Parts Work in 3D",
    summary: "3D cutaway animations that show how engines, gearboxes, brakes and EV batteries work inside.",
    body: ideaBody({
      concept: "Model each component in 3D, cut it open and animate it in motion while a narrator explains the engineering.",
      audience: "Car enthusiasts, mechanics in training and curious drivers.",
      plan: [
        "One component per video, 8 to 12 minutes",
        "Comparison videos, such as petrol engines versus electric motors",
        "Short looping animations for Shorts",
      ],
      monetization: "Automotive advertisers pay well, and the videos stay relevant for many years.",
      pitfalls: "3D work is time-consuming; build a library of parts. Check technical details with a mechanic or engineer.",
    }),
    nicheSlug: "cars",
    channelTypeId: "animation_2d_3d",
    difficulty: "advanced",
    startupCost: "medium",
    rpmLow: 5,
    rpmHigh: 12,
    hoursPerVideo: 25,
    tools: ["Blender", "Substance Painter", "DaVinci Resolve", "ElevenLabs"],
  },
  {
    slug: "used-car-buying-guides",
    title: "Used Car Buying Guides",
    summary: "Narrated buyer's guides to popular used models: common faults, what to check and fair price ranges.",
    body: ideaBody({
      concept:
        "For each model, summarise known problems, recall history, running costs and an inspection checklist, using licensed and self-filmed footage.",
      audience: "People about to buy a used car, often searching for a specific model.",
      plan: [
        "Two model guides a week, ten minutes each",
        "Inspection checklist videos by car type",
        "Yearly updates for the most popular models",
      ],
      monetization: "Buyers attract automotive, insurance and finance advertisers.",
      pitfalls: "Cite recall databases and owner surveys. Markets and prices vary by country, so say which market you cover.",
    }),
    nicheSlug: "cars",
    channelTypeId: "stock_footage_voiceover",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 6,
    rpmHigh: 14,
    hoursPerVideo: 8,
    tools: ["Storyblocks", "DaVinci Resolve", "ElevenLabs", "Canva"],
  },
  {
    slug: "air-accident-reports-explained",
    title: "Air Accident Reports Explained",
    summary: "Respectful, report-based reconstructions of aviation accidents and the safety changes that followed them.",
    body: ideaBody({
      concept:
        "Use official investigation reports to reconstruct what happened, why, and what the industry changed afterwards, with simple 3D animation and maps.",
      audience: "Aviation enthusiasts, pilots in training and nervous flyers who find understanding reassuring.",
      plan: [
        "One case every two weeks, 20 to 40 minutes",
        "Explainers on cockpit systems mentioned in the cases",
        "Safety-improvement summaries by decade",
      ],
      monetization:
        "Loyal, adult audience with long watch time. Focusing on safety and avoiding graphic detail helps ad suitability.",
      pitfalls:
        "Never speculate beyond the report, and be respectful of victims. Recreated animations should be labelled as reconstructions.",
    }),
    nicheSlug: "aviation",
    channelTypeId: "documentary_story",
    difficulty: "advanced",
    startupCost: "medium",
    rpmLow: 4,
    rpmHigh: 9,
    hoursPerVideo: 25,
    tools: ["Blender", "Google Earth Studio", "DaVinci Resolve", "Audacity"],
  },
  {
    slug: "why-the-map-looks-like-that",
    title: "Why the Map Looks Like That",
    summary: "Animated map explainers on strange borders, enclaves, time zones and why cities grew where they did.",
    body: ideaBody({
      concept: "Start from an odd feature on a map and explain the history, geography and politics behind it with animated maps.",
      audience: "Geography fans, students and travellers, across many countries.",
      plan: ["Weekly ten-minute map stories", "Series on borders, rivers, islands and capitals", "Short map facts for Shorts"],
      monetization: "Shareable, advertiser-friendly and understandable with subtitles in many languages.",
      pitfalls: "Borders can be politically sensitive; describe disputes neutrally and use accurate source data.",
    }),
    nicheSlug: "geography",
    channelTypeId: "infographic_data",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 3,
    rpmHigh: 8,
    hoursPerVideo: 14,
    tools: ["QGIS", "After Effects", "Google Earth Studio", "Audacity"],
  },
  {
    slug: "guess-the-country-quizzes",
    title: "Guess the Country Quizzes",
    summary:
      "Interactive quiz videos where viewers guess countries from flags, landmarks, outlines and food, with a timer on screen.",
    body: ideaBody({
      concept: "Quiz rounds with a countdown and a reveal, built from your own photos, public-domain images and simple graphics.",
      audience: "Families, classrooms and friends who play along together, often on a TV.",
      plan: ["Themed quizzes of 30 to 50 questions", "Difficulty levels from easy to expert", "Daily one-question Shorts"],
      monetization:
        "Group viewing on TVs gives long sessions. Keep it general-audience rather than made for kids unless children are the main audience.",
      pitfalls: "Templates make it easy to look repetitive; vary question types and presentation.",
    }),
    nicheSlug: "geography",
    channelTypeId: "other",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 3,
    rpmHigh: 5,
    hoursPerVideo: 4,
    tools: ["Canva", "DaVinci Resolve", "Pexels", "YouTube Audio Library"],
  },
  {
    slug: "everyday-philosophy-podcast",
    title: "Philosophy for Everyday Problems",
    summary:
      "An audio podcast that applies one philosopher's ideas to a common problem each week, like envy, boredom or procrastination.",
    body: ideaBody({
      concept:
        "Each episode starts with a real-life problem and explores how two or three thinkers would approach it, in calm, accessible language.",
      audience: "Reflective adults who listen while walking or commuting.",
      plan: [
        "Weekly 25-minute episodes",
        "Listener questions answered in a monthly episode",
        "Short quotes with context as Shorts",
      ],
      monetization: "Loyal listeners suit memberships and book sponsorships.",
      pitfalls:
        "Avoid misattributed quotes, which are common in this niche. Explain ideas rather than reading long passages from modern translations.",
    }),
    nicheSlug: "philosophy",
    channelTypeId: "audio_only_podcast",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 3,
    rpmHigh: 7,
    hoursPerVideo: 6,
    tools: ["Audacity", "Descript", "Canva", "Headliner"],
  },
  {
    slug: "psychology-experiments-revisited",
    title: "Famous Psychology Experiments Revisited",
    summary: "Animated stories of famous psychology experiments, including what later research confirmed or overturned.",
    body: ideaBody({
      concept:
        "Animate one classic experiment per video, tell the story of the researchers, then show what replication studies found.",
      audience: "Psychology students and curious adults who like a story with a twist.",
      plan: [
        "Two-weekly episodes of 12 to 15 minutes",
        "Series on memory, conformity, motivation and perception",
        "Short experiment re-enactments as Shorts",
      ],
      monetization: "Educational and advertiser-friendly; strong classroom sharing.",
      pitfalls: "Many famous findings did not replicate; say so. Mental-health topics need careful, non-diagnostic language.",
    }),
    nicheSlug: "psychology",
    channelTypeId: "animation_2d_3d",
    difficulty: "intermediate",
    startupCost: "medium",
    rpmLow: 5,
    rpmHigh: 11,
    hoursPerVideo: 18,
    tools: ["Adobe Animate", "After Effects", "Audacity", "Canva"],
  },
  {
    slug: "evidence-based-fitness",
    title: "Evidence-Based Fitness Explained",
    summary:
      "Narrated explainers that check popular fitness and nutrition claims against research, without a presenter on camera.",
    body: ideaBody({
      concept:
        "Take one popular claim, such as a trendy diet or workout split, and explain what research says, with charts and licensed training footage.",
      audience: "Gym-goers and beginners tired of conflicting advice.",
      plan: ["Weekly myth-check videos", "Beginner programme explainers", "January and summer series when interest peaks"],
      monetization: "Health and fitness advertisers value the audience; RPM peaks in January.",
      pitfalls:
        "Follow YouTube's medical misinformation policy and avoid individual medical advice. Cite studies and explain their limits.",
    }),
    nicheSlug: "health-fitness",
    channelTypeId: "stock_footage_voiceover",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 2,
    rpmHigh: 5,
    hoursPerVideo: 10,
    tools: ["Envato Elements", "DaVinci Resolve", "ElevenLabs", "Datawrapper"],
  },
  {
    slug: "fifteen-minute-dinners",
    title: "Fifteen-Minute Dinners from Above",
    summary: "Overhead, hands-only recipe videos for fast weeknight dinners with full ingredient lists on screen.",
    body: ideaBody({
      concept:
        "Film every recipe from a fixed overhead rig with natural cooking sounds and clear text for quantities and timings.",
      audience: "Busy workers, students and parents who cook on weeknights.",
      plan: [
        "Three recipes a week, each under ten minutes",
        "Meal-prep compilations on Sundays",
        "Vertical cuts of each recipe for Shorts",
      ],
      monetization: "Food content is advertiser-friendly and evergreen; grocery and kitchenware sponsors are common.",
      pitfalls:
        "Ingredient costs add up; plan recipes around shared ingredients. Good lighting matters more than an expensive camera.",
    }),
    nicheSlug: "cooking",
    channelTypeId: "hands_only_demo",
    difficulty: "beginner",
    startupCost: "medium",
    rpmLow: 3,
    rpmHigh: 8,
    hoursPerVideo: 8,
    tools: ["DaVinci Resolve", "Lightroom", "Rode VideoMic", "Canva"],
  },
  {
    slug: "silent-baking-asmr",
    title: "Silent Baking ASMR",
    summary: "Calm baking videos with no talking, just close-up sounds of mixing, kneading and slicing, plus recipes on screen.",
    body: ideaBody({
      concept:
        "Bake one recipe per video in a quiet kitchen, recording crisp close-up sounds, with the recipe shown as minimal on-screen text.",
      audience: "People who watch to relax as much as to learn, often in the evening.",
      plan: ["Weekly 15 to 20 minute bakes", "Seasonal baking series", "Short satisfying moments for Shorts"],
      monetization: "Relaxing content gets long watch sessions; recipe e-books are a natural product.",
      pitfalls: "Background noise ruins ASMR; record at quiet hours and use a directional microphone.",
    }),
    nicheSlug: "cooking",
    channelTypeId: "asmr_ambient",
    difficulty: "intermediate",
    startupCost: "medium",
    rpmLow: 3,
    rpmHigh: 6,
    hoursPerVideo: 8,
    tools: ["Zoom H5", "DaVinci Resolve", "iZotope RX", "Lightroom"],
  },
  {
    slug: "rusty-tool-restorations",
    title: "Rusty Tool Restorations",
    summary: "Hands-only restorations of old tools and objects, from rust removal to final polish, with every product named.",
    body: ideaBody({
      concept:
        "Buy neglected tools at flea markets and restore them step by step, filming close-ups of each stage and naming every product used.",
      audience: "DIY fans, collectors and viewers who love satisfying transformations.",
      plan: ["One restoration a week", "Technique videos on rust removal, sharpening and refinishing", "Before-and-after Shorts"],
      monetization: "Strong retention because viewers wait for the reveal; tool and supply sponsors fit naturally.",
      pitfalls:
        "Show protective equipment when using chemicals and power tools. The restoration niche is competitive, so a specific object focus helps.",
    }),
    nicheSlug: "diy-crafts",
    channelTypeId: "hands_only_demo",
    difficulty: "intermediate",
    startupCost: "medium",
    rpmLow: 3,
    rpmHigh: 8,
    hoursPerVideo: 12,
    tools: ["DaVinci Resolve", "GoPro", "Rode VideoMic", "Lightroom"],
  },
  {
    slug: "room-planning-tutorials",
    title: "Plan Your Renovation in Free 3D Software",
    summary:
      "Screen-recorded tutorials that help homeowners plan a room, measure, and visualise a renovation before spending money.",
    body: ideaBody({
      concept:
        "Walk through planning real renovation projects in free 3D and floor-plan tools, from measuring to material lists and budgets.",
      audience: "Homeowners and renters planning a kitchen, bathroom or room makeover.",
      plan: [
        "Weekly project-based tutorials",
        "Tool basics series for complete beginners",
        "Viewer floor plans redesigned on screen",
      ],
      monetization: "Home-improvement advertisers pay well; software affiliate programmes add income.",
      pitfalls: "Do not present plans as structural or electrical advice; recommend a professional where rules require one.",
    }),
    nicheSlug: "home-improvement",
    channelTypeId: "screen_recording_tutorial",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 6,
    rpmHigh: 12,
    hoursPerVideo: 6,
    tools: ["SketchUp", "OBS Studio", "DaVinci Resolve", "Canva"],
  },
  {
    slug: "dog-training-step-by-step",
    title: "Dog Training Step by Step",
    summary: "Hands-and-paws training videos that teach one behaviour per episode using reward-based methods.",
    body: ideaBody({
      concept: "Film training sessions at dog height, showing hands, treats and the dog, with the steps written on screen.",
      audience: "New dog owners, especially of puppies and rescue dogs.",
      plan: [
        "One behaviour per video, from sit to loose-lead walking",
        "Problem-solving episodes for barking and pulling",
        "Progress diaries following one dog over months",
      ],
      monetization: "Pet-product advertisers and affiliate links to training gear fit naturally.",
      pitfalls: "Use humane, reward-based methods and never stage risky situations for animals, which YouTube removes.",
    }),
    nicheSlug: "pets-animals",
    channelTypeId: "hands_only_demo",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 2,
    rpmHigh: 6,
    hoursPerVideo: 6,
    tools: ["DaVinci Resolve", "GoPro", "CapCut", "Canva"],
  },
  {
    slug: "trail-camera-diaries",
    title: "Trail Camera Diaries",
    summary: "Monthly compilations of wildlife caught on your own trail cameras, with species notes and behaviour explained.",
    body: ideaBody({
      concept:
        "Place trail cameras on your land or with landowners' permission, then publish the best clips each month with narration about the animals.",
      audience: "Nature lovers, families and people who watch wildlife on a TV in the evening.",
      plan: [
        "Monthly compilations from each camera location",
        "Species profiles using your own footage",
        "Seasonal changes across a year at one spot",
      ],
      monetization: "Original footage avoids reuse problems; family-friendly content suits advertisers.",
      pitfalls: "Cameras and batteries cost money, and good clips are unpredictable. Never disturb nests or dens for footage.",
    }),
    nicheSlug: "nature-documentaries",
    channelTypeId: "compilation_montage",
    difficulty: "beginner",
    startupCost: "medium",
    rpmLow: 3,
    rpmHigh: 7,
    hoursPerVideo: 6,
    tools: ["Browning trail camera", "DaVinci Resolve", "Audacity", "Canva"],
  },
  {
    slug: "walking-tours-ambient",
    title: "Walking Tours with Ambient Sound",
    summary:
      "Quiet, stabilised walking tours through cities and nature trails with natural sound and small on-screen place notes.",
    body: ideaBody({
      concept:
        "Film long walks with a gimbal camera and natural sound, adding small captions with street names and points of interest.",
      audience: "Armchair travellers, treadmill walkers and people planning a trip.",
      plan: ["Weekly 45 to 90 minute walks", "Seasonal versions of favourite routes", "Short highlight clips for Shorts"],
      monetization: "Long runtimes bring watch time; travel audiences have moderate RPM.",
      pitfalls: "Respect privacy rules in each country and avoid lingering on people. Check local filming and drone regulations.",
    }),
    nicheSlug: "travel",
    channelTypeId: "asmr_ambient",
    difficulty: "beginner",
    startupCost: "medium",
    rpmLow: 3,
    rpmHigh: 7,
    hoursPerVideo: 6,
    tools: ["DJI Osmo Pocket 3", "DaVinci Resolve", "Google Maps", "Audacity"],
  },
  {
    slug: "housing-markets-in-charts",
    title: "Housing Markets in Charts",
    summary: "Data-driven videos that explain house prices, rents and mortgage rates in one market, with every source shown.",
    body: ideaBody({
      concept:
        "Turn official housing data into clear animated charts and explain what is changing for buyers, renters and landlords.",
      audience: "First-time buyers, renters and small investors in one country.",
      plan: [
        "Monthly market updates when new data is released",
        "Explainers on how mortgages and rates work",
        "City-versus-city comparisons",
      ],
      monetization: "Mortgage and property advertisers pay some of the highest rates on the platform.",
      pitfalls: "Avoid predictions presented as certainty. Be clear about which market and dates the data covers.",
    }),
    nicheSlug: "real-estate",
    channelTypeId: "infographic_data",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 10,
    rpmHigh: 22,
    hoursPerVideo: 12,
    tools: ["Flourish", "Google Sheets", "After Effects", "ElevenLabs"],
  },
  {
    slug: "how-companies-collapse",
    title: "How Companies Collapse",
    summary: "Documentary-style case studies of famous business failures, built from public filings and reputable reporting.",
    body: ideaBody({
      concept:
        "Tell the story of one company's fall per episode: the early success, the decisions that went wrong and the lessons for managers and founders.",
      audience: "Professionals, students and founders who like business stories with lessons.",
      plan: [
        "Two-weekly 20-minute documentaries",
        "Short lesson videos pulled from each case",
        "Occasional success stories for contrast",
      ],
      monetization: "Business audiences attract software, finance and education advertisers.",
      pitfalls: "Base claims on filings and credible reporting, and be careful with allegations about living people.",
    }),
    nicheSlug: "business-case-studies",
    channelTypeId: "documentary_story",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 8,
    rpmHigh: 18,
    hoursPerVideo: 20,
    tools: ["Storyblocks", "After Effects", "ElevenLabs", "DaVinci Resolve"],
  },
  {
    slug: "viral-incident-deescalation",
    title: "De-escalation Lessons from Viral Incidents",
    summary:
      "Licensed clips of public conflicts analysed by a narrator who explains how they escalated and how they could have been calmed.",
    body: ideaBody({
      concept:
        "Instead of mocking people, each video studies a viral incident and explains the escalation and what staff or bystanders could do differently.",
      audience: "Viewers drawn to drama, plus customer-service workers and managers.",
      plan: [
        "Weekly case videos with licensed footage",
        "Technique episodes on calming language and body position",
        "Interviews with trainers in audio form",
      ],
      monetization:
        "The educational angle is more advertiser-friendly than pure freakout compilations, though some videos will still earn limited ads.",
      pitfalls: "License clips or get the filmer's permission, blur private individuals and never share identifying details.",
    }),
    nicheSlug: "celebrity-news",
    channelTypeId: "live_drama_freakouts",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 1.5,
    rpmHigh: 4,
    hoursPerVideo: 8,
    tools: ["DaVinci Resolve", "Descript", "Canva", "Audacity"],
  },
  {
    slug: "original-counting-songs",
    title: "Original Counting Songs",
    summary: "Animated, original songs that teach toddlers numbers, colours and routines, with gentle pacing.",
    body: ideaBody({
      concept:
        "Write and record original children's songs and animate simple characters that count, sort and sing through daily routines.",
      audience: "Toddlers and preschoolers watching with parents.",
      plan: ["Two songs a month with full animation", "Longer playlists that combine songs", "Sing-along versions with lyrics"],
      monetization:
        "Content made for kids gets only non-personalised ads and loses comments and some features, so RPM is low; views can be very high.",
      pitfalls:
        "Set the audience to made for kids, follow YouTube's quality principles for children's content, and avoid overstimulating edits.",
    }),
    nicheSlug: "kids-nursery",
    channelTypeId: "animation_2d_3d",
    difficulty: "intermediate",
    startupCost: "medium",
    rpmLow: 0.5,
    rpmHigh: 2,
    hoursPerVideo: 20,
    tools: ["Adobe Animate", "GarageBand", "After Effects", "Audacity"],
  },
  {
    slug: "illustrated-bedtime-stories-kids",
    title: "Illustrated Bedtime Stories for Kids",
    summary: "Original, gentle bedtime stories with AI-assisted illustrations and a warm human narrator.",
    body: ideaBody({
      concept:
        "Write original short stories for ages three to seven, illustrate them in a consistent picture-book style, and narrate them slowly.",
      audience: "Parents looking for calm screen time before bed.",
      plan: [
        "Two stories a week, five to eight minutes",
        "Recurring animal characters",
        "Compilations of several stories for longer routines",
      ],
      monetization: "Made-for-kids rules limit ads; a printed picture-book series can follow.",
      pitfalls:
        "Children's content made quickly with AI tools is a known problem on YouTube; write and review every story yourself and keep illustrations consistent and age-appropriate.",
    }),
    nicheSlug: "kids-nursery",
    channelTypeId: "ai_generated",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 0.5,
    rpmHigh: 2,
    hoursPerVideo: 8,
    tools: ["Midjourney", "Canva", "Audacity", "CapCut"],
  },
  {
    slug: "language-chat-dialogues",
    title: "Language Lessons as Chat Conversations",
    summary: "Beginner language lessons presented as text-message dialogues, with translations and native-speaker audio.",
    body: ideaBody({
      concept:
        "Each lesson is a realistic chat (ordering food, renting a flat) shown line by line with translations and recorded native-speaker audio.",
      audience: "Beginner and intermediate learners who study on their phones.",
      plan: ["Three lessons a week in one language", "Themed units that build vocabulary", "Daily vocabulary Shorts"],
      monetization: "Education advertisers and language-app sponsors pay well, and learners return daily.",
      pitfalls:
        "Have native speakers check every line. Synthetic voices can mispronounce words; use human recordings where possible.",
    }),
    nicheSlug: "language-learning",
    channelTypeId: "text_based_narrative",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 4,
    rpmHigh: 9,
    hoursPerVideo: 5,
    tools: ["Figma", "After Effects", "Audacity", "Google Docs"],
  },
  {
    slug: "animated-book-summaries",
    title: "Animated Book Summaries",
    summary: "Whiteboard-style summaries of non-fiction books that explain the key ideas and add honest critique.",
    body: ideaBody({
      concept:
        "Pick one non-fiction book, explain its three to five main ideas in your own words with drawings, and end with what the book gets wrong or leaves out.",
      audience: "Busy professionals and students deciding what to read.",
      plan: [
        "Weekly 12 to 15 minute summaries",
        "Themed playlists: productivity, money, psychology, leadership",
        "Short single-idea videos",
      ],
      monetization: "High-value audience; book affiliate links and reading-app sponsors fit well.",
      pitfalls: "Summaries should explain ideas, not reproduce the text; reading long passages can infringe copyright.",
    }),
    nicheSlug: "book-summaries",
    channelTypeId: "whiteboard_explainer",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 5,
    rpmHigh: 12,
    hoursPerVideo: 12,
    tools: ["VideoScribe", "Procreate", "Audacity", "DaVinci Resolve"],
  },
  {
    slug: "unexplained-archives",
    title: "Unexplained Events in the Archives",
    summary: "Old newspaper reports and archive films of strange events, investigated with evidence and honest conclusions.",
    body: ideaBody({
      concept:
        "Revisit strange events reported in old newspapers and newsreels, lay out the evidence and explain the most likely answers.",
      audience: "Mystery fans who prefer evidence to sensationalism.",
      plan: ["Two-weekly investigations", "Hoax histories that show how fakes were exposed", "Short archive curiosities"],
      monetization: "A sceptical, evidence-based tone is more advertiser-friendly than conspiracy content.",
      pitfalls:
        "Avoid promoting harmful conspiracy theories, which break misinformation rules. Check archive rights for every clip.",
    }),
    nicheSlug: "conspiracy-mysteries",
    channelTypeId: "found_footage_archival",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 2,
    rpmHigh: 6,
    hoursPerVideo: 15,
    tools: ["DaVinci Resolve", "Internet Archive", "Audacity", "Photoshop"],
  },
  {
    slug: "bodycam-procedure-explained",
    title: "Bodycam Footage, Procedure Explained",
    summary:
      "Released bodycam footage analysed by a narrator with legal background, explaining procedure, rights and case outcomes.",
    body: ideaBody({
      concept:
        "Pick publicly released footage, explain what the law and department policy say at each step, and report how the case ended.",
      audience: "Adults interested in policing, law and accountability.",
      plan: [
        "Two cases a week with chapters",
        "Know-your-rights explainers drawn from recurring situations",
        "Follow-up videos when court outcomes arrive",
      ],
      monetization:
        "Many videos receive limited ads because of violence or language; build a library of calmer procedural cases too.",
      pitfalls: "Blur bystanders and minors, avoid mocking people in crisis, and say what is alleged until proven.",
    }),
    nicheSlug: "police-bodycam",
    channelTypeId: "police_cam_commentary",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 3,
    rpmHigh: 8,
    hoursPerVideo: 8,
    tools: ["DaVinci Resolve", "Descript", "Photoshop", "Audacity"],
  },
  {
    slug: "sentencing-hearings-explained",
    title: "Sentencing Hearings Explained",
    summary: "Narrated breakdowns of publicly broadcast sentencing hearings that explain how judges weigh each factor.",
    body: ideaBody({
      concept:
        "Using footage from courts that allow broadcast, explain the charges, the guidelines, the arguments on each side and the sentence.",
      audience: "True-crime fans, law students and viewers curious about how justice works.",
      plan: [
        "Two hearings a week with captions for quiet testimony",
        "Explainers on sentencing guidelines in different states",
        "Appeals follow-ups",
      ],
      monetization: "Educational framing helps ad suitability, though emotional victim statements may limit ads on some videos.",
      pitfalls: "Respect court restrictions and victims' privacy; avoid defamatory claims about anyone involved.",
    }),
    nicheSlug: "courtroom",
    channelTypeId: "court_reactions",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 3,
    rpmHigh: 8,
    hoursPerVideo: 8,
    tools: ["DaVinci Resolve", "Descript", "Canva", "Audacity"],
  },
  {
    slug: "science-news-for-teens",
    title: "Science News for Teens",
    summary: "A weekly science news show for teenagers that explains new discoveries in plain language with diagrams.",
    body: ideaBody({
      concept: "Five science stories a week, each explained in about two minutes with a diagram and a question to think about.",
      audience: "Students aged 13 to 18 and their teachers.",
      plan: ["Weekly episodes with chapters", "A monthly quiz on recent stories", "Shorts of the most surprising discovery"],
      monetization:
        "Aim for a general teen audience rather than made for kids, which keeps more features; teachers' sharing boosts term-time views.",
      pitfalls: "Press releases often exaggerate; read the paper or a reliable summary before reporting.",
    }),
    nicheSlug: "tech-news",
    channelTypeId: "news_aggregation",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 4,
    rpmHigh: 8,
    hoursPerVideo: 6,
    tools: ["Canva", "DaVinci Resolve", "Notion", "Audacity"],
  },
  {
    slug: "factory-floor-process-videos",
    title: "Factory Floor Process Videos",
    summary: "Filmed-with-permission factory and workshop processes edited into satisfying, explained step-by-step videos.",
    body: ideaBody({
      concept:
        "Partner with small factories and workshops to film how things are made, then edit the footage into satisfying process videos with short captions explaining each machine.",
      audience: "Viewers of all ages who love watching things being made, often on Shorts and TV screens.",
      plan: [
        "One factory visit produces several long and short videos",
        "Series by material: glass, steel, paper, food",
        "Vertical cuts of the most satisfying steps",
      ],
      monetization:
        "Original footage is fully monetizable; businesses sometimes pay for a feature, which must be disclosed as paid promotion.",
      pitfalls:
        "Get written filming permission and respect trade secrets. Reposted viral factory clips are not a sustainable alternative.",
    }),
    nicheSlug: "satisfying-videos",
    channelTypeId: "compilation_montage",
    difficulty: "intermediate",
    startupCost: "medium",
    rpmLow: 1,
    rpmHigh: 4,
    hoursPerVideo: 10,
    tools: ["DaVinci Resolve", "GoPro", "DJI Osmo Pocket 3", "Canva"],
  },
  {
    slug: "thought-experiments-drawn",
    title: "Thought Experiments, Drawn",
    summary:
      "Classic philosophy thought experiments, from the trolley problem to the ship of Theseus, drawn and discussed step by step.",
    body: ideaBody({
      concept:
        "Draw one thought experiment per video, present the strongest arguments on each side, and invite viewers to vote in the comments.",
      audience: "Students, debaters and curious adults who like questions without easy answers.",
      plan: [
        "Weekly eight-minute videos",
        "Series on ethics, identity, knowledge and free will",
        "Community polls that pick the next topic",
      ],
      monetization: "Education-friendly topics with strong comment engagement.",
      pitfalls: "Represent each position fairly and credit the philosophers who introduced each experiment.",
    }),
    nicheSlug: "philosophy",
    channelTypeId: "whiteboard_explainer",
    difficulty: "intermediate",
    startupCost: "low",
    rpmLow: 3,
    rpmHigh: 8,
    hoursPerVideo: 10,
    tools: ["VideoScribe", "Krita", "Audacity", "DaVinci Resolve"],
  },
];
