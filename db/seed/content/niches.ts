/**
 * Editorial niche list for the demo catalogue (original copy written for this product).
 *
 * RPM figures are rough, plausible ranges in USD per 1,000 monetized views for a mostly US
 * audience. Real RPM swings with audience country, season (Q4 is usually highest), video length
 * and ad suitability, so the app always presents them as estimates.
 */

export type NicheSeed = {
  slug: string;
  name: string;
  /** HTML, 1–2 paragraphs. */
  description: string;
  rpmLow: number;
  rpmHigh: number;
  competition: "low" | "medium" | "high";
  demonetizationRisk: "low" | "medium" | "high";
  /** 2–4 related ids from the channel type catalogue. */
  channelTypeIds: string[];
  /** A YouTube video category name. */
  category: string;
  /** Lowercase search words used to generate demo channel titles and keywords. */
  keywords: string[];
};

export const NICHES: readonly NicheSeed[] = [
  {
    slug: "personal-finance",
    name: "Personal Finance",
    description:
      '<p>Budgeting, saving, debt payoff, credit scores and retirement basics for everyday earners. Viewers arrive with a concrete problem ("how do I build an emergency fund?") and stay for clear, practical steps.</p>' +
      "<p>Advertisers such as banks, card issuers and finance apps pay well for this audience, which makes it one of the highest-RPM faceless niches. The flip side is heavy competition and higher expectations of accuracy: avoid anything that sounds like personalised financial advice.</p>",
    rpmLow: 12,
    rpmHigh: 30,
    competition: "high",
    demonetizationRisk: "low",
    channelTypeIds: ["whiteboard_explainer", "stock_footage_voiceover", "infographic_data"],
    category: "Education",
    keywords: ["money", "budget", "saving", "debt", "credit", "retirement", "wealth"],
  },
  {
    slug: "investing",
    name: "Investing & Stock Market",
    description:
      "<p>Index funds, company breakdowns, market history and portfolio concepts explained with charts and plain language. The strongest channels teach how to think about risk rather than chase tips.</p>" +
      "<p>RPM is high because brokerages and fintech advertisers compete for viewers. Add clear disclaimers, show your sources, and never promise returns.</p>",
    rpmLow: 10,
    rpmHigh: 28,
    competition: "high",
    demonetizationRisk: "low",
    channelTypeIds: ["infographic_data", "screen_recording_tutorial", "whiteboard_explainer"],
    category: "Education",
    keywords: ["investing", "stocks", "etf", "dividends", "market", "portfolio", "compound"],
  },
  {
    slug: "crypto",
    name: "Crypto & Blockchain",
    description:
      "<p>How blockchains work, wallet security, market news and project analysis. Demand rises and falls with the market, so evergreen explainers balance out news that dates quickly.</p>" +
      "<p>RPMs can be strong but are volatile, and scam-adjacent content, giveaways and price predictions attract policy problems and distrust. Education and security topics age best.</p>",
    rpmLow: 6,
    rpmHigh: 20,
    competition: "high",
    demonetizationRisk: "medium",
    channelTypeIds: ["news_aggregation", "infographic_data", "screen_recording_tutorial"],
    category: "Science & Technology",
    keywords: ["crypto", "bitcoin", "ethereum", "blockchain", "defi", "wallet", "altcoin"],
  },
  {
    slug: "true-crime",
    name: "True Crime",
    description:
      "<p>Researched retellings of real criminal cases, investigations and trials. Listeners binge long episodes and return for each new case, which builds excellent watch time.</p>" +
      "<p>Graphic detail and sensational thumbnails often trigger limited ads, and victims' families deserve respect. Focus on investigation and justice rather than violence.</p>",
    rpmLow: 4,
    rpmHigh: 10,
    competition: "high",
    demonetizationRisk: "high",
    channelTypeIds: ["documentary_story", "audio_only_podcast", "stock_footage_voiceover"],
    category: "People & Blogs",
    keywords: ["crime", "case", "mystery", "investigation", "detective", "unsolved", "trial"],
  },
  {
    slug: "history",
    name: "History",
    description:
      "<p>Wars, empires, inventions and everyday life in the past, told as stories with maps and archive images. History videos are evergreen and popular with adults who watch on TVs.</p>" +
      "<p>Public-domain archives make visuals affordable, and advertisers are comfortable with the topic, although war footage can limit ads if it is graphic.</p>",
    rpmLow: 4,
    rpmHigh: 10,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["history_educational", "documentary_story", "found_footage_archival"],
    category: "Education",
    keywords: ["history", "empire", "ancient", "war", "medieval", "civilization", "timeline"],
  },
  {
    slug: "space-astronomy",
    name: "Space & Astronomy",
    description:
      "<p>Planets, black holes, missions and the scale of the universe. Space has a broad, all-ages audience and spectacular visuals, much of it from NASA, whose imagery is generally free to use with some exceptions.</p>" +
      "<p>Accuracy matters: the community is quick to correct exaggerated claims, so cite missions and papers.</p>",
    rpmLow: 4,
    rpmHigh: 10,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["animation_2d_3d", "stock_footage_voiceover", "infographic_data"],
    category: "Science & Technology",
    keywords: ["space", "universe", "planet", "galaxy", "nasa", "cosmos", "stars"],
  },
  {
    slug: "science-explainers",
    name: "Science Explainers",
    description:
      "<p>Physics, chemistry, biology and everyday-science questions answered visually: why the sky is blue, how batteries work, what happens inside a cell. Teachers share these videos and students search for them all year.</p>",
    rpmLow: 4,
    rpmHigh: 10,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["whiteboard_explainer", "animation_2d_3d", "history_educational"],
    category: "Education",
    keywords: ["science", "physics", "chemistry", "biology", "experiment", "explained", "curious"],
  },
  {
    slug: "tech-reviews",
    name: "Tech Reviews",
    description:
      "<p>Phones, laptops, headphones and gadgets reviewed through close-up footage, benchmarks and comparisons. Viewers are often close to a purchase, which attracts retail and electronics advertisers.</p>" +
      "<p>Hands-only filming works well; buying review units is the main startup cost. Disclose sponsorships and free products using YouTube's paid promotion setting.</p>",
    rpmLow: 6,
    rpmHigh: 15,
    competition: "high",
    demonetizationRisk: "low",
    channelTypeIds: ["hands_only_demo", "screen_recording_tutorial", "infographic_data"],
    category: "Science & Technology",
    keywords: ["tech", "review", "gadget", "smartphone", "laptop", "unboxing", "comparison"],
  },
  {
    slug: "programming-tutorials",
    name: "Programming Tutorials",
    description:
      "<p>Coding lessons, project builds and debugging walkthroughs recorded on screen. Learners search for exact problems, which gives well-titled tutorials a long life in search.</p>" +
      "<p>The audience is valuable to software and education advertisers. Keep code on screen large and provide repositories or snippets in the description.</p>",
    rpmLow: 8,
    rpmHigh: 18,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["screen_recording_tutorial", "whiteboard_explainer", "audio_only_podcast"],
    category: "Science & Technology",
    keywords: ["coding", "programming", "python", "javascript", "developer", "tutorial", "code"],
  },
  {
    slug: "ai-tools",
    name: "AI Tools",
    description:
      "<p>Practical guides to AI assistants, image generators, automation and productivity tools. Interest is high and new tools appear every week, so the niche rewards fast, honest testing.</p>" +
      "<p>Business-software advertisers pay well here. Avoid hype: show real results, costs and limitations.</p>",
    rpmLow: 8,
    rpmHigh: 20,
    competition: "high",
    demonetizationRisk: "low",
    channelTypeIds: ["screen_recording_tutorial", "news_aggregation", "ai_generated", "virtual_avatar"],
    category: "Science & Technology",
    keywords: ["ai", "chatbot", "automation", "productivity", "tools", "prompts", "workflow"],
  },
  {
    slug: "motivation",
    name: "Motivation & Self-Improvement",
    description:
      "<p>Habits, discipline, mindset and life lessons, usually narrated over cinematic footage. Audiences are large and global, which pulls average RPM down.</p>" +
      "<p>The niche is crowded with near-identical compilations of other people's speeches, which are a classic reused-content problem. Original scripts and a distinctive voice are essential.</p>",
    rpmLow: 2,
    rpmHigh: 6,
    competition: "high",
    demonetizationRisk: "medium",
    channelTypeIds: ["stock_footage_voiceover", "text_to_speech", "whiteboard_explainer"],
    category: "People & Blogs",
    keywords: ["motivation", "discipline", "mindset", "habits", "success", "growth", "focus"],
  },
  {
    slug: "meditation-sleep",
    name: "Meditation & Sleep",
    description:
      "<p>Guided meditations, sleep stories, breathing exercises and calming soundscapes. Viewers play them nightly, so watch time is very high even though per-view RPM is modest.</p>" +
      "<p>Long videos with few ad breaks and a global audience keep earnings per hour low; memberships and ad-free versions elsewhere help.</p>",
    rpmLow: 1,
    rpmHigh: 4,
    competition: "high",
    demonetizationRisk: "low",
    channelTypeIds: ["asmr_ambient", "audio_only_podcast", "original_storytelling"],
    category: "People & Blogs",
    keywords: ["sleep", "meditation", "relax", "calm", "breathing", "mindfulness", "rain"],
  },
  {
    slug: "lofi-music",
    name: "Lofi & Study Music",
    description:
      "<p>Chill beats and focus music played for hours while people study or work. The niche is built on long sessions and 24/7 live streams.</p>" +
      "<p>RPM is low and music rights are everything: only publish music you made or licensed for monetized YouTube use.</p>",
    rpmLow: 0.5,
    rpmHigh: 2,
    competition: "high",
    demonetizationRisk: "medium",
    channelTypeIds: ["music_curation", "asmr_ambient", "animation_2d_3d"],
    category: "Music",
    keywords: ["lofi", "beats", "chill", "study", "focus", "music", "relax"],
  },
  {
    slug: "horror-stories",
    name: "Horror Stories",
    description:
      "<p>Scary stories, creepypasta-style fiction and unsettling true accounts, narrated with atmosphere. Horror fans binge late at night and follow narrators they like.</p>" +
      "<p>Use original stories or get the author's permission, and keep thumbnails free of gore to protect ad suitability.</p>",
    rpmLow: 2,
    rpmHigh: 6,
    competition: "high",
    demonetizationRisk: "medium",
    channelTypeIds: ["original_storytelling", "text_based_narrative", "audio_only_podcast"],
    category: "Entertainment",
    keywords: ["horror", "scary", "creepy", "stories", "paranormal", "haunted", "night"],
  },
  {
    slug: "reddit-stories",
    name: "Reddit-Style Stories",
    description:
      '<p>Narrated readings of forum-style stories: workplace revenge, relationship dilemmas, "am I wrong?" debates. The format is cheap to make and very popular in Shorts.</p>' +
      "<p>It is also one of the most saturated and most at risk: reading other people's posts with a synthetic voice over generic gameplay is exactly what the reused and repetitive content policies target. Get permission, rewrite substantially, or write original stories.</p>",
    rpmLow: 1.5,
    rpmHigh: 5,
    competition: "high",
    demonetizationRisk: "high",
    channelTypeIds: ["text_based_narrative", "text_to_speech", "original_storytelling"],
    category: "Entertainment",
    keywords: ["reddit", "stories", "drama", "revenge", "relationship", "confession", "update"],
  },
  {
    slug: "movie-recaps",
    name: "Movie Recaps & Explained",
    description:
      "<p>Plot recaps, endings explained and film analysis. Search spikes around releases and streaming premieres, and evergreen classics keep earning.</p>" +
      "<p>Copyright is the central risk: long recaps built mostly from film footage are often claimed. Commentary must lead, and excerpts should be short and purposeful.</p>",
    rpmLow: 2,
    rpmHigh: 6,
    competition: "high",
    demonetizationRisk: "high",
    channelTypeIds: ["movie_tv_analysis", "fake_trailers", "no_face_reaction"],
    category: "Film & Animation",
    keywords: ["movie", "recap", "explained", "ending", "film", "plot", "review"],
  },
  {
    slug: "anime",
    name: "Anime & Manga",
    description:
      "<p>Series recaps, character analysis, power rankings and manga-versus-anime comparisons for a young, passionate, global audience. Fans comment and debate heavily, which helps reach.</p>" +
      "<p>Rights holders actively claim footage, so many channels lean on manga panels under fair-use principles, original art or VTuber hosts.</p>",
    rpmLow: 1.5,
    rpmHigh: 5,
    competition: "high",
    demonetizationRisk: "medium",
    channelTypeIds: ["movie_tv_analysis", "virtual_avatar", "animation_2d_3d"],
    category: "Film & Animation",
    keywords: ["anime", "manga", "otaku", "episode", "characters", "ranking", "explained"],
  },
  {
    slug: "gaming-lore",
    name: "Gaming Lore",
    description:
      "<p>Story explanations, timelines and hidden details of game worlds, narrated over gameplay the creator recorded. Lore videos hold attention for a long time and stay relevant between releases.</p>" +
      "<p>Most publishers allow gameplay in videos; check each publisher's video policy and avoid leaking unreleased material.</p>",
    rpmLow: 2,
    rpmHigh: 6,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["documentary_story", "virtual_avatar", "movie_tv_analysis"],
    category: "Gaming",
    keywords: ["lore", "gaming", "story", "timeline", "explained", "secrets", "theory"],
  },
  {
    slug: "video-game-compilations",
    name: "Video Game Compilations",
    description:
      "<p>Funny moments, glitches, clutch plays and speedrun highlights gathered into themed compilations. Gaming audiences are huge but skew young, which keeps RPM modest.</p>" +
      "<p>Use your own recorded gameplay or clips with the creators' permission, and add ranking or commentary.</p>",
    rpmLow: 1,
    rpmHigh: 4,
    competition: "high",
    demonetizationRisk: "medium",
    channelTypeIds: ["compilation_montage", "no_face_reaction", "screen_recording_tutorial"],
    category: "Gaming",
    keywords: ["gaming", "minecraft", "funny", "moments", "glitches", "highlights", "clips", "epic"],
  },
  {
    slug: "sports-highlights",
    name: "Sports Highlights & Analysis",
    description:
      "<p>Tactical breakdowns, player careers, records and historical rivalries. Fans follow their team all season, and big events bring huge spikes.</p>" +
      "<p>Leagues and broadcasters enforce their rights strongly, so raw highlights are risky. Analysis with diagrams, stats and data visualisation is the safer route.</p>",
    rpmLow: 1.5,
    rpmHigh: 5,
    competition: "high",
    demonetizationRisk: "high",
    channelTypeIds: ["compilation_montage", "infographic_data", "documentary_story"],
    category: "Sports",
    keywords: ["sports", "football", "basketball", "highlights", "tactics", "records", "goals"],
  },
  {
    slug: "cars",
    name: "Cars & Automotive",
    description:
      "<p>Car history, buying guides, reliability comparisons and how engines work. The audience is adult and close to big purchases, so automotive and insurance advertisers pay well.</p>",
    rpmLow: 5,
    rpmHigh: 14,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["documentary_story", "animation_2d_3d", "hands_only_demo"],
    category: "Autos & Vehicles",
    keywords: ["cars", "engine", "automotive", "supercar", "review", "motor", "garage"],
  },
  {
    slug: "aviation",
    name: "Aviation",
    description:
      "<p>How aircraft work, airline history, flight procedures and accident investigations based on official reports. Aviation fans are detail-oriented and loyal.</p>" +
      "<p>Accident content must stay respectful and factual; official investigation reports make excellent primary sources.</p>",
    rpmLow: 4,
    rpmHigh: 10,
    competition: "low",
    demonetizationRisk: "medium",
    channelTypeIds: ["documentary_story", "animation_2d_3d", "found_footage_archival"],
    category: "Autos & Vehicles",
    keywords: ["aviation", "aircraft", "pilot", "airline", "flight", "jet", "airport"],
  },
  {
    slug: "geography",
    name: "Geography & Maps",
    description:
      "<p>Borders, countries, cities, rivers and why the map looks the way it does. Map animations are original, shareable and understood across languages.</p>",
    rpmLow: 3,
    rpmHigh: 8,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["infographic_data", "history_educational", "animation_2d_3d"],
    category: "Education",
    keywords: ["geography", "maps", "countries", "borders", "world", "cities", "atlas"],
  },
  {
    slug: "mythology",
    name: "Mythology & Legends",
    description:
      "<p>Gods, heroes and monsters from Greek, Norse, Egyptian, Japanese and many other traditions. Myths are public domain, visually rich and appeal to gamers and history fans alike.</p>",
    rpmLow: 3,
    rpmHigh: 7,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["history_educational", "animation_2d_3d", "original_storytelling"],
    category: "Education",
    keywords: ["mythology", "gods", "legends", "norse", "greek", "monsters", "myths"],
  },
  {
    slug: "philosophy",
    name: "Philosophy",
    description:
      "<p>Big ideas from Stoicism to existentialism, explained through everyday problems. Thoughtful viewers watch long videos and come back for more.</p>" +
      "<p>Stoicism channels are crowded; specific thinkers, debates and thought experiments are less so.</p>",
    rpmLow: 3,
    rpmHigh: 8,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["whiteboard_explainer", "audio_only_podcast", "animation_2d_3d"],
    category: "Education",
    keywords: ["philosophy", "stoicism", "ethics", "wisdom", "philosophers", "meaning", "ideas"],
  },
  {
    slug: "psychology",
    name: "Psychology",
    description:
      "<p>How minds work: biases, habits, relationships, emotions and famous experiments. Viewers apply the ideas to their own lives, which drives shares and comments.</p>" +
      "<p>Cite research and avoid diagnosing viewers; mental-health topics fall under stricter quality expectations.</p>",
    rpmLow: 5,
    rpmHigh: 12,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["whiteboard_explainer", "animation_2d_3d", "stock_footage_voiceover"],
    category: "Education",
    keywords: ["psychology", "mind", "behavior", "brain", "habits", "emotions", "bias"],
  },
  {
    slug: "health-fitness",
    name: "Health & Fitness",
    description:
      "<p>Workouts, nutrition basics, mobility and sleep science. Health advertisers value the audience and demand is year-round, with a January peak.</p>" +
      "<p>YouTube's medical misinformation policy applies: stay consistent with health authorities and avoid miracle claims.</p>",
    // Published health CPMs are $5–18 (creatorfusehq, FACTS.md); × 0.341 (domain/ad-rates) ≈ $1.7–6.1 RPM.
    rpmLow: 2,
    rpmHigh: 6,
    competition: "high",
    demonetizationRisk: "medium",
    channelTypeIds: ["animation_2d_3d", "whiteboard_explainer", "stock_footage_voiceover"],
    category: "Howto & Style",
    keywords: ["fitness", "workout", "health", "nutrition", "exercise", "training", "wellness"],
  },
  {
    slug: "cooking",
    name: "Cooking (Hands Only)",
    description:
      "<p>Recipes filmed from above or in close-up, where the food and the hands are the only stars. Cooking is evergreen, searchable and friendly to advertisers.</p>",
    rpmLow: 3,
    rpmHigh: 8,
    competition: "high",
    demonetizationRisk: "low",
    channelTypeIds: ["hands_only_demo", "asmr_ambient", "compilation_montage"],
    category: "Howto & Style",
    keywords: ["cooking", "recipe", "kitchen", "food", "easy", "dinner", "baking"],
  },
  {
    slug: "diy-crafts",
    name: "DIY & Crafts",
    description:
      "<p>Sewing, paper crafts, woodworking projects, resin art and upcycling shown step by step. Crafters search for specific projects and save videos to follow along.</p>",
    rpmLow: 3,
    rpmHigh: 8,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["hands_only_demo", "asmr_ambient", "compilation_montage"],
    category: "Howto & Style",
    keywords: ["diy", "crafts", "handmade", "project", "tutorial", "upcycle", "make"],
  },
  {
    slug: "home-improvement",
    name: "Home Improvement",
    description:
      "<p>Repairs, renovations, tools and maintenance for homeowners. The audience is spending real money, which attracts hardware, tool and home-service advertisers.</p>" +
      "<p>Show safety gear and note when a licensed professional is required, for example for electrical or gas work.</p>",
    rpmLow: 6,
    rpmHigh: 14,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["hands_only_demo", "screen_recording_tutorial", "animation_2d_3d"],
    category: "Howto & Style",
    keywords: ["home", "renovation", "repair", "tools", "diy", "house", "fix"],
  },
  {
    slug: "pets-animals",
    name: "Pets & Animals",
    description:
      "<p>Pet care, training, breed guides and animal facts. Animals have universal appeal and pet-product advertisers value owners.</p>" +
      "<p>Film your own animals or license clips; never stage situations that put animals at risk, which YouTube removes.</p>",
    rpmLow: 2,
    rpmHigh: 6,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["compilation_montage", "hands_only_demo", "stock_footage_voiceover"],
    category: "Pets & Animals",
    keywords: ["pets", "dogs", "cats", "animals", "training", "puppy", "care"],
  },
  {
    slug: "nature-documentaries",
    name: "Nature & Wildlife",
    description:
      "<p>Ecosystems, animal behaviour and natural wonders narrated over licensed or self-filmed footage. Nature documentaries are calm, family-friendly and popular on TV screens.</p>",
    rpmLow: 3,
    rpmHigh: 8,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["documentary_story", "stock_footage_voiceover", "asmr_ambient"],
    category: "Pets & Animals",
    keywords: ["nature", "wildlife", "animals", "ocean", "forest", "planet", "species"],
  },
  {
    slug: "travel",
    name: "Travel Guides",
    description:
      "<p>Destination guides, itineraries, costs and cultural tips. Travel viewers plan trips months ahead, so guides gain views before seasons.</p>" +
      "<p>Self-filmed walking tours and drone shots beat generic stock; check drone rules locally.</p>",
    rpmLow: 3,
    rpmHigh: 9,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["stock_footage_voiceover", "infographic_data", "hands_only_demo"],
    category: "Travel & Events",
    keywords: ["travel", "guide", "destinations", "trip", "itinerary", "budget", "cities"],
  },
  {
    slug: "real-estate",
    name: "Real Estate",
    description:
      "<p>Housing markets, mortgages, landlord basics and property investing explained with data. Mortgage and property advertisers pay some of the highest rates on the platform.</p>" +
      "<p>Local markets differ a lot; say which market your numbers come from.</p>",
    rpmLow: 10,
    rpmHigh: 25,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["infographic_data", "whiteboard_explainer", "stock_footage_voiceover"],
    category: "Education",
    keywords: ["real estate", "housing", "mortgage", "property", "rent", "investing", "market"],
  },
  {
    slug: "business-case-studies",
    name: "Business Case Studies",
    description:
      "<p>How companies rose, failed or reinvented themselves, told as stories with numbers. Professionals and students watch these videos to learn strategy without reading annual reports.</p>" +
      "<p>Business-software and finance advertisers value this audience. Public filings and reputable journalism are the best sources.</p>",
    rpmLow: 8,
    rpmHigh: 20,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["documentary_story", "infographic_data", "whiteboard_explainer"],
    category: "Education",
    keywords: ["business", "company", "startup", "strategy", "brand", "ceo", "economy"],
  },
  {
    slug: "celebrity-news",
    name: "Celebrity & Internet Culture",
    description:
      "<p>Celebrity news, creator drama and internet trends. Audiences are big and fast, but interest fades within days.</p>" +
      "<p>Rumours can be defamatory, footage is often someone else's, and harassment rules apply. Source every claim and avoid targeting private people.</p>",
    rpmLow: 1.5,
    rpmHigh: 5,
    competition: "high",
    demonetizationRisk: "high",
    channelTypeIds: ["news_aggregation", "live_drama_freakouts", "text_based_narrative"],
    category: "Entertainment",
    keywords: ["celebrity", "drama", "gossip", "news", "hollywood", "influencer", "trending"],
  },
  {
    slug: "kids-nursery",
    name: "Kids & Nursery Rhymes",
    description:
      "<p>Nursery rhymes, counting songs and simple animated stories for young children. Views can be enormous because children rewatch favourites.</p>" +
      "<p>Content made for kids gets no personalised ads and loses features such as comments, so RPM is among the lowest on YouTube. Quality matters too: YouTube has said it rewards enriching, age-appropriate children's content.</p>",
    rpmLow: 0.5,
    rpmHigh: 2,
    competition: "high",
    demonetizationRisk: "medium",
    channelTypeIds: ["animation_2d_3d", "music_curation", "ai_generated"],
    category: "Film & Animation",
    keywords: ["kids", "nursery", "rhymes", "songs", "learning", "toddler", "abc"],
  },
  {
    slug: "language-learning",
    name: "Language Learning",
    description:
      "<p>Vocabulary, grammar, listening practice and culture for learners of a new language. Learners study daily and return to channels that match their level.</p>",
    rpmLow: 4,
    rpmHigh: 10,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["text_based_narrative", "text_to_speech", "whiteboard_explainer"],
    category: "Education",
    keywords: ["language", "learn", "vocabulary", "grammar", "spanish", "english", "speaking"],
  },
  {
    slug: "book-summaries",
    name: "Book Summaries",
    description:
      "<p>Key ideas from non-fiction books explained in fifteen minutes, often with simple animation. Busy professionals and students are an attractive audience for advertisers.</p>" +
      "<p>Summarise ideas in your own words and add critique; reading large passages aloud can infringe the author's copyright.</p>",
    rpmLow: 5,
    rpmHigh: 12,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["whiteboard_explainer", "audio_only_podcast", "animation_2d_3d"],
    category: "Education",
    keywords: ["books", "summary", "reading", "lessons", "ideas", "nonfiction", "learn"],
  },
  {
    slug: "conspiracy-mysteries",
    name: "Mysteries & Unexplained",
    description:
      "<p>Unsolved mysteries, strange disappearances, odd places and famous hoaxes investigated with evidence. The audience loves long, atmospheric investigations.</p>" +
      "<p>Present claims with evidence and debunk where appropriate; promoting harmful conspiracy theories breaks YouTube's misinformation rules.</p>",
    rpmLow: 2,
    rpmHigh: 6,
    competition: "medium",
    demonetizationRisk: "high",
    channelTypeIds: ["documentary_story", "found_footage_archival", "audio_only_podcast"],
    category: "Entertainment",
    keywords: ["mystery", "unexplained", "unsolved", "strange", "secrets", "conspiracy", "hidden"],
  },
  {
    slug: "police-bodycam",
    name: "Police Bodycam",
    description:
      "<p>Released body-worn camera footage with legal and procedural commentary. Adult viewers watch to understand real encounters and their outcomes.</p>" +
      "<p>Violence, strong language and people in crisis often mean limited ads or age restrictions. Blur bystanders and minors and keep commentary substantial.</p>",
    rpmLow: 3,
    rpmHigh: 8,
    competition: "medium",
    demonetizationRisk: "high",
    channelTypeIds: ["police_cam_commentary", "documentary_story", "news_aggregation"],
    category: "News & Politics",
    keywords: ["bodycam", "police", "arrest", "traffic stop", "officer", "footage", "law"],
  },
  {
    slug: "courtroom",
    name: "Courtroom & Law",
    description:
      "<p>Trials, sentencing hearings and legal explainers. The audience overlaps with true crime but also includes law students and people curious about their rights.</p>" +
      '<p>Check whether the court allows broadcast, respect victims, and say "alleged" until there is a verdict.</p>',
    rpmLow: 3,
    rpmHigh: 8,
    competition: "low",
    demonetizationRisk: "high",
    channelTypeIds: ["court_reactions", "police_cam_commentary", "audio_only_podcast"],
    category: "News & Politics",
    keywords: ["court", "trial", "judge", "lawyer", "verdict", "sentencing", "legal"],
  },
  {
    slug: "tech-news",
    name: "Tech & Science News",
    description:
      "<p>Weekly or daily round-ups of technology and science developments, explained in plain language with sources. Loyal viewers build a weekly habit around a good news show.</p>",
    rpmLow: 4,
    rpmHigh: 12,
    competition: "medium",
    demonetizationRisk: "low",
    channelTypeIds: ["news_aggregation", "infographic_data", "audio_only_podcast"],
    category: "Science & Technology",
    keywords: ["tech news", "science", "weekly", "update", "innovation", "future", "briefing"],
  },
  {
    slug: "satisfying-videos",
    name: "Satisfying & Process Videos",
    description:
      "<p>Factory processes, restorations, cleaning, cutting and simulations that are oddly satisfying to watch. Universal, language-free appeal makes them ideal for Shorts.</p>" +
      "<p>Film original footage or license it; channels built on re-uploaded viral clips are routinely refused monetization.</p>",
    rpmLow: 1,
    rpmHigh: 4,
    competition: "high",
    demonetizationRisk: "medium",
    channelTypeIds: ["compilation_montage", "hands_only_demo", "asmr_ambient", "other"],
    category: "Entertainment",
    keywords: ["satisfying", "process", "restoration", "factory", "cleaning", "oddly", "relaxing"],
  },
];
