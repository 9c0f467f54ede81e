/** The built-in channel types (spec §3), in spec order; rich text only in tags the admin sanitizer allows. */

export type ChannelTypeEntry = {
  id: string;
  label: string;
  description: string;
  production: string;
  example: string;
  imageUrl: string | null;
  gradient: [string, string];
};

export const CHANNEL_TYPE_CATALOGUE: readonly ChannelTypeEntry[] = [
  {
    id: "compilation_montage",
    label: "Compilation & Montage",
    description:
      "<p>Compilation channels stitch many short moments around one theme into a single video: the funniest animal fails of the month, the most satisfying factory machines, the best goals from a season. The value is in the curation, the pacing and the framing rather than in any single clip, and the narrator or on-screen text does the job a presenter's face would do.</p>" +
      "<p>The format works faceless because viewers come for the moments, not for a personality. It suits broad, casual audiences who watch on TV screens and phones during downtime, and it pairs well with Shorts. It is also the format most exposed to YouTube's reused-content rules, so the channels that last add ranking, commentary, context or original editing on top of every clip.</p>",
    production:
      "<ol>" +
      '<li><strong>Pick a narrow, repeatable theme.</strong> "Near misses at sea" gives you a series; "funny videos" gives you competition with millions of uploads.</li>' +
      "<li><strong>Source footage you are allowed to use.</strong> Film it yourself, license it from clip agencies, ask uploaders for written permission, or use Creative Commons and public-domain material. Keep a spreadsheet of every source and its licence.</li>" +
      "<li><strong>Add a transformative layer.</strong> A ranking, a voiceover that explains what is happening, facts on screen or a clear story arc. A plain stack of other people's clips is likely to be treated as reused content and refused monetization.</li>" +
      "<li><strong>Edit for rhythm.</strong> In DaVinci Resolve, Premiere Pro or CapCut, cut on motion, keep transitions simple and use licensed music from the YouTube Audio Library, Epidemic Sound or Artlist.</li>" +
      "<li><strong>Credit creators in the description</strong> and respond quickly to Content ID claims: claims cost revenue, but three copyright strikes within 90 days terminate a channel.</li>" +
      "<li><strong>Cut vertical highlights for Shorts</strong> that point to the full compilation, and track which themes bring returning viewers.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Weekly round-up of licensed dashcam near misses with a driving instructor's commentary</li>" +
      '<li>"Top 10 most satisfying machines" built from footage filmed on factory tours</li>' +
      "<li>Monthly best-of wildlife trail-camera clips submitted by viewers with permission</li>" +
      "<li>Ranked compilations of speedrun world-record moments with on-screen explanations</li>" +
      "<li>Public-domain cartoon moments grouped by animation technique</li>" +
      "<li>Season highlight reels for a local amateur sports league that grants filming rights</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#7c3aed", "#db2777"],
  },
  {
    id: "no_face_reaction",
    label: "No-Face Reaction",
    description:
      "<p>Reaction channels without a face put the creator's voice and opinions over the content being watched: a trailer, a viral clip, a gameplay reveal, a speech. Instead of a webcam in the corner, the reaction lives in the narration, on-screen notes, pauses to explain, and a verdict at the end.</p>" +
      "<p>It works without a camera because the audience wants a knowledgeable companion, not a facial expression. Fans of a game, film franchise or sport follow a voice they trust to point out details they missed. The commentary has to be substantial: pausing often and saying something specific is what separates fair-use-minded reaction content from a re-upload with a voice on top.</p>",
    production:
      "<ol>" +
      "<li><strong>Choose a field where you have real expertise</strong> (game design, music theory, film editing, a sport) so your reactions teach something.</li>" +
      "<li><strong>Check the rights position first.</strong> Some publishers welcome reactions, others block them through Content ID. Fair use is a case-by-case legal defence, not a rule about clip length.</li>" +
      "<li><strong>Record screen and voice separately</strong> with OBS Studio and a decent USB or XLR microphone, so you can trim the source and keep your commentary.</li>" +
      "<li><strong>Pause the source often.</strong> Aim for your commentary to make up a large share of the runtime, and show only the parts of the original you are discussing.</li>" +
      "<li><strong>Use visual callouts</strong> (zooms, arrows, freeze frames) in DaVinci Resolve or Premiere Pro so the analysis is visible, not just audible.</li>" +
      "<li><strong>Publish quickly but not blindly.</strong> Speed matters for trending topics, yet a thoughtful take ages better in search than a rushed one.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>A sound engineer reacting to film trailers and explaining the mixing choices</li>" +
      "<li>Voice-only breakdowns of new game reveals, spotting engine features and hidden details</li>" +
      "<li>A chess coach reacting to viral blunders with the engine line on screen</li>" +
      "<li>Architecture student reacting to home-tour videos whose owners gave permission</li>" +
      "<li>Language teacher reacting to how films portray foreign languages</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#ea580c", "#c2410c"],
  },
  {
    id: "documentary_story",
    label: "Documentary & Story",
    description:
      "<p>Documentary channels tell one true story per video, from a company's collapse to a shipwreck to the rise of a sports dynasty. A researched script, a calm narrator and carefully chosen visuals (archive images, maps, reconstructions, stock footage) carry the viewer through a beginning, a middle and an end.</p>" +
      "<p>The format is a natural fit for faceless creators: television documentaries have always relied on voice and images rather than a host. Long watch times make the videos valuable to advertisers, and evergreen stories keep earning years after upload. The audience is curious adults who watch on TVs and in the background, and who reward depth and accuracy.</p>",
    production:
      "<ol>" +
      "<li><strong>Research from primary and reputable sources:</strong> court records, newspaper archives, books and interviews. Keep a source list and publish it in the description.</li>" +
      "<li><strong>Write a script with a story structure:</strong> a cold open with the most intriguing moment, context, escalation, climax and aftermath.</li>" +
      "<li><strong>Record narration</strong> in a treated space with a good microphone, or use a licensed AI voice such as ElevenLabs, and clean it in Audacity or Adobe Podcast.</li>" +
      "<li><strong>Build visuals</strong> from public-domain archives (Library of Congress, Wikimedia Commons), licensed stock from Storyblocks or Pexels, and maps or reconstructions you make yourself.</li>" +
      "<li><strong>Score it sparingly</strong> with licensed music and sound design, leaving room for the voice.</li>" +
      "<li><strong>Mark any AI-generated realistic reconstruction</strong> on screen and use YouTube's altered or synthetic content disclosure when it could be mistaken for real footage.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>The rise and fall of forgotten tech companies, one company per episode</li>" +
      "<li>Shipwrecks and maritime disasters told through survivors' accounts</li>" +
      "<li>Heists that went wrong, using court records and period newspapers</li>" +
      "<li>Origin stories of everyday brands and the people behind them</li>" +
      "<li>Engineering megaprojects that were abandoned halfway</li>" +
      "<li>Sports upsets explained through the seasons that led to them</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#1e3a8a", "#0f766e"],
  },
  {
    id: "whiteboard_explainer",
    label: "Whiteboard Explainer",
    description:
      "<p>Whiteboard explainers draw an idea as it is being explained: a hand sketching a diagram of how interest compounds, a stick figure walking through the steps of a legal process. The drawing appears in sync with the narration, which keeps attention on exactly the point being made.</p>" +
      "<p>The style needs no presenter and reads as friendly and trustworthy, which makes it a favourite for finance, psychology, science and business topics. It suits students, professionals learning on the go and anyone who prefers a visual summary. Because the drawings are original, the content is clearly your own work, which helps with monetization reviews.</p>",
    production:
      "<ol>" +
      "<li><strong>Write a tight script</strong> of one idea per scene and a clear takeaway at the end.</li>" +
      "<li><strong>Storyboard each scene</strong> as a rough sketch so you know what will be drawn while each sentence is spoken.</li>" +
      "<li><strong>Create the drawings</strong> with whiteboard software such as VideoScribe or Doodly, or draw them on a tablet in Procreate or Krita and record the strokes.</li>" +
      "<li><strong>Record the voiceover</strong> first, then time the drawing speed to the audio so the two never drift apart.</li>" +
      "<li><strong>Keep the palette limited</strong> (black plus one or two accent colours) so diagrams stay readable on small phone screens.</li>" +
      "<li><strong>Add chapters and a summary slide</strong> so viewers can jump back to a concept and so the video is easy to cite in class.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Money concepts for first-time earners: budgets, credit scores, compound interest</li>" +
      "<li>Cognitive biases explained with one everyday scenario each</li>" +
      "<li>How the body works, organ by organ, for secondary-school students</li>" +
      "<li>Business models of famous companies drawn as flowcharts</li>" +
      "<li>Classic philosophy thought experiments sketched step by step</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#0369a1", "#4f46e5"],
  },
  {
    id: "animation_2d_3d",
    label: "2D/3D Animation",
    description:
      "<p>Animation channels build every frame themselves: 2D characters in a comedy series, 3D renders of how an engine works, motion-graphics explainers, or animated short stories. The characters and the visual style become the channel's identity, so no real face is ever needed.</p>" +
      "<p>Animation is slower and more skill-heavy than most faceless formats, but it is fully original and hard to copy, and a recognisable style can build a loyal audience across all ages. Explainers in 3D attract curious adults and students; character-driven cartoons attract teens and young adults. If the content is aimed at children, it must be set as made for kids, which changes ads and features.</p>",
    production:
      "<ol>" +
      "<li><strong>Choose a style you can sustain.</strong> Simple shapes and limited animation let you publish regularly; full character animation may take weeks per minute.</li>" +
      "<li><strong>Pick the toolset:</strong> Blender for 3D, Adobe Animate, Toon Boom Harmony, Moho or the free OpenToonz for 2D, and After Effects or Apple Motion for motion graphics.</li>" +
      "<li><strong>Write and record the audio first</strong> (script, voices, timing), then animate to the locked audio track.</li>" +
      "<li><strong>Build reusable assets:</strong> character rigs, backgrounds and transitions you can use across episodes to cut production time.</li>" +
      "<li><strong>Render efficiently:</strong> use lower-sample previews, render final shots overnight and keep project files backed up.</li>" +
      "<li><strong>Set the audience correctly</strong> in YouTube Studio: cartoons are not automatically made for kids, but content primarily for children must be marked so.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>3D cutaways of how machines work: jet engines, locks, mechanical watches</li>" +
      "<li>An animated sitcom about office life with short weekly episodes</li>" +
      "<li>Motion-graphics explainers on how economies and elections work</li>" +
      "<li>Animated retellings of folk tales from around the world</li>" +
      "<li>Stylised 2D space-exploration stories based on real missions</li>" +
      "<li>Looping pixel-art scenes for study and relaxation</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#a21caf", "#6d28d9"],
  },
  {
    id: "text_based_narrative",
    label: "Text-Based Narrative",
    description:
      "<p>Text-based narrative videos tell a story mostly through words on screen: chat-message conversations, scrolling forum posts, captions over simple backgrounds or gameplay. Some add a narrator, others let the viewer read along with music and sound effects.</p>" +
      "<p>The format is quick to produce and reads well on phones with the sound off, which makes it popular in Shorts and with teen and young-adult audiences. Its weakness is sameness: when thousands of channels post near-identical text stories, YouTube may see them as mass-produced. Original writing, a distinctive visual template and a consistent story voice are what set a channel apart.</p>",
    production:
      "<ol>" +
      "<li><strong>Write original stories</strong> or get written permission from the authors you adapt; never paste other people's posts wholesale.</li>" +
      "<li><strong>Design a recognisable template</strong> in Canva, Figma or After Effects: fonts, colours, message bubbles and pacing.</li>" +
      "<li><strong>Set a readable pace:</strong> short lines, large type, and enough time on screen for a slow reader.</li>" +
      "<li><strong>Add narration or sound design</strong> with a recorded voice or a licensed AI voice, plus subtle effects for tension.</li>" +
      "<li><strong>Pick background visuals you have rights to</strong>, such as your own gameplay or licensed stock loops.</li>" +
      "<li><strong>Vary formats</strong> (series, twists, viewer-submitted prompts) so the channel does not look like automated repetition.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Original workplace drama told as a group chat, one episode a week</li>" +
      "<li>Short horror stories written as text messages from an unknown number</li>" +
      "<li>Language-learning dialogues shown as chats with translations</li>" +
      "<li>Historical letters between real people, on screen with context notes</li>" +
      "<li>Choose-your-path mysteries where viewers vote on the next message</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#334155", "#6d28d9"],
  },
  {
    id: "screen_recording_tutorial",
    label: "Screen Recording Tutorial",
    description:
      "<p>Screen-recording tutorials show how to do something on a computer or phone: set up software, write code, edit a photo, build a spreadsheet, fix an error. The screen is the stage and the voice explains every click.</p>" +
      "<p>No face is needed because viewers are looking at the steps, usually while following along. Search demand is steady and very specific, and software and business topics often attract higher advertising rates. The audience ranges from students to professionals who need one task solved now and come back when the next problem appears.</p>",
    production:
      "<ol>" +
      "<li><strong>Find real questions</strong> from search suggestions, forums and support communities, and answer one question per video.</li>" +
      "<li><strong>Prepare a clean environment:</strong> a fresh user profile, large font sizes, no personal data, notifications off.</li>" +
      "<li><strong>Record with OBS Studio, Camtasia or ScreenFlow</strong> at 1080p or higher, and capture audio on a separate track.</li>" +
      "<li><strong>Edit out dead time</strong>, zoom into small interface areas and highlight the cursor so steps are easy to follow on a phone.</li>" +
      "<li><strong>Add chapters, commands and links</strong> in the description so viewers can copy what they need.</li>" +
      "<li><strong>Update or re-record</strong> when the software changes; an outdated tutorial loses trust and ranking.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Spreadsheet formulas for small-business bookkeeping, one formula per video</li>" +
      "<li>Beginner Python projects built from an empty file to a working program</li>" +
      "<li>Free photo-editing techniques in GIMP and Photopea</li>" +
      "<li>Home-network and router setup walkthroughs for non-technical viewers</li>" +
      "<li>Notion and Obsidian workflows for students</li>" +
      "<li>Fixing common Windows and macOS errors step by step</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#0f766e", "#0369a1"],
  },
  {
    id: "asmr_ambient",
    label: "ASMR & Ambient",
    description:
      "<p>ASMR and ambient channels produce sound-first videos: rain on a cabin roof, a quiet library, tapping and crinkling triggers, or a fantasy tavern soundscape. Visuals are calm and often a single loop, and the audio does the work.</p>" +
      "<p>People use these videos to sleep, study, focus or relax, often playing them for hours, so long runtimes and repeat listening are normal. The creator never needs to appear; hands or objects are enough for ASMR, and nothing at all for ambience. Competition is heavy and advertising rates are modest, so quality audio and a distinctive setting matter more than volume.</p>",
    production:
      "<ol>" +
      "<li><strong>Record clean audio</strong> with a low-noise microphone or a field recorder such as a Zoom H5 in a quiet space; hiss ruins sleep content.</li>" +
      "<li><strong>Layer sounds you own or license</strong> (your own recordings, Freesound items with compatible licences, or paid sound libraries) and keep the licence for each.</li>" +
      "<li><strong>Design the scene visually</strong> with a still image or a slow loop from Blender, licensed stock or your own camera.</li>" +
      "<li><strong>Mix for long listening:</strong> avoid sudden peaks, keep loudness consistent and check loops for audible seams.</li>" +
      "<li><strong>Offer useful lengths</strong> (1, 3 and 8 hours) and add a dark-screen version for sleep.</li>" +
      "<li><strong>Avoid pure copies of your own uploads</strong>; vary scenes and sounds so the channel is not seen as repetitive content.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Rainstorms recorded in different real places, each with a short story of the location</li>" +
      "<li>Fantasy and sci-fi soundscapes for tabletop role-playing sessions</li>" +
      "<li>Hands-only ASMR of restoring old books and tools</li>" +
      "<li>Study-with-me ambience of famous libraries, recreated with sound design</li>" +
      "<li>Brown-noise and fan sounds for babies and light sleepers</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#4338ca", "#0e7490"],
  },
  {
    id: "news_aggregation",
    label: "News Aggregation",
    description:
      "<p>News aggregation channels gather the important developments in one field and explain them in a short, regular show: the week in AI, today's crypto market, this month in space launches. A narrator summarises, compares sources and adds context, while headlines, charts and images fill the screen.</p>" +
      "<p>Viewers want to stay informed without reading dozens of sites, and a faceless format keeps the focus on the information. The audience is loyal and returns on a schedule, which builds strong subscriber habits. Accuracy is everything: YouTube applies stricter quality expectations to news and to health, finance and election topics.</p>",
    production:
      "<ol>" +
      "<li><strong>Pick a beat and a schedule</strong> you can keep, such as a daily five-minute brief or a weekly twenty-minute round-up.</li>" +
      "<li><strong>Follow primary sources:</strong> official announcements, filings, research papers and reputable outlets, and link each one in the description.</li>" +
      "<li><strong>Write in your own words</strong> and add analysis; do not read other outlets' articles aloud or show their video reports.</li>" +
      "<li><strong>Build a reusable graphics package</strong> (lower thirds, headline cards, charts) in After Effects, Canva or DaVinci Resolve's Fusion page.</li>" +
      "<li><strong>Correct mistakes openly</strong> with a pinned comment and an on-screen note in the next episode.</li>" +
      "<li><strong>Avoid sensational thumbnails</strong> about violence or tragedies, which can limit ads under advertiser-friendly guidelines.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Weekly AI research digest that explains three papers in plain English</li>" +
      "<li>Daily space-launch schedule and mission results</li>" +
      "<li>Local-government decisions summarised for one city</li>" +
      "<li>Video-game industry news with release-date tracking</li>" +
      "<li>Renewable-energy project news with maps and capacity charts</li>" +
      "<li>A weekly science-news show for teenagers</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#b91c1c", "#1e40af"],
  },
  {
    id: "stock_footage_voiceover",
    label: "Stock Footage & Voiceover",
    description:
      "<p>Stock footage channels pair a narrated script with licensed video clips: a voice explains the habits of wealthy people while city skylines and office scenes roll by, or a travel guide describes a country over drone shots. It is one of the most common entry points into faceless YouTube.</p>" +
      "<p>It is quick to learn and cheap to start, which is why so many channels use it and why the best ones stand out through their scripts. Audiences in finance, motivation, travel and lists respond to a clear voice and tight editing. Because anyone can buy the same clips, the script and narration are the original work that makes the video eligible for monetization.</p>",
    production:
      "<ol>" +
      "<li><strong>Script first:</strong> research, outline and write a script with a strong hook, concrete facts and a reason to watch to the end.</li>" +
      "<li><strong>Record the voiceover</strong> yourself or with a licensed AI voice; clean it with noise reduction and consistent loudness.</li>" +
      "<li><strong>License footage</strong> from Storyblocks, Envato Elements, Artgrid, or free libraries such as Pexels and Pixabay, and read each licence.</li>" +
      "<li><strong>Match visuals to meaning</strong>, not just keywords; a generic clip every three seconds feels like filler.</li>" +
      "<li><strong>Add text, maps and simple graphics</strong> to make the video clearly yours and easier to follow.</li>" +
      "<li><strong>Review against the reused-content policy:</strong> your narration and editing should be the main value, not the clips.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Country guides for people planning to move abroad</li>" +
      "<li>Personal-finance lessons illustrated with everyday scenes</li>" +
      "<li>Top-ten lists of engineering marvels with sourced facts</li>" +
      "<li>Career guides for specific jobs, from salary to daily routine</li>" +
      "<li>Ocean and wildlife facts narrated over licensed nature footage</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#15803d", "#0f766e"],
  },
  {
    id: "text_to_speech",
    label: "Text-to-Speech",
    description:
      "<p>Text-to-speech channels use synthetic voices to narrate scripts, stories and explainers. Modern AI voices sound natural and let creators who do not want to record themselves publish in a consistent voice, in several languages, on a regular schedule.</p>" +
      "<p>The format lowers the barrier to entry for shy creators, non-native speakers and people without a quiet space. YouTube does not ban synthetic voices, but channels that only run scraped text through a robotic voice are a common target of the policies on repetitive and mass-produced content. The winning channels treat TTS as a narration tool for original, well-edited work.</p>",
    production:
      "<ol>" +
      "<li><strong>Choose a high-quality voice</strong> from services such as ElevenLabs or Murf, and check that the plan includes commercial use.</li>" +
      "<li><strong>Write scripts for the ear:</strong> short sentences, phonetic spellings of tricky names, and punctuation that guides pauses.</li>" +
      "<li><strong>Never clone a real person's voice without consent</strong>, and disclose synthetic content in YouTube Studio when it could be mistaken for a real person.</li>" +
      "<li><strong>Edit the output:</strong> fix mispronunciations, add breaths and pauses, and balance it with music and effects in Audacity or Descript.</li>" +
      "<li><strong>Pair the voice with original visuals</strong> such as animations, gameplay you recorded, diagrams or licensed footage.</li>" +
      "<li><strong>Keep a consistent voice</strong> as the channel's signature, and test translations for multilingual channels with native speakers.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Daily vocabulary lessons in several languages with the same narrator</li>" +
      "<li>Original short science-fiction stories with ambient art</li>" +
      "<li>Summaries of public-domain classics chapter by chapter</li>" +
      "<li>Explainers on how household appliances work, with simple diagrams</li>" +
      "<li>Accessibility-first narrated versions of long research reports</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#6d28d9", "#2563eb"],
  },
  {
    id: "infographic_data",
    label: "Infographic & Data",
    description:
      "<p>Infographic and data channels turn numbers into motion: animated bar-chart races, maps that fill in over time, size comparisons of planets or buildings, and explainers built around a single striking chart. The data is the star and the narration, if any, guides the eye.</p>" +
      "<p>These videos are shareable, work across languages, and appeal to curious adults, students and data lovers. Because charts and maps are built from scratch, the work is clearly original. The catch is credibility: viewers will check your numbers, so sourcing, units and honest axes matter as much as smooth animation.</p>",
    production:
      "<ol>" +
      "<li><strong>Find trustworthy datasets</strong> from sources such as the World Bank, Our World in Data, national statistics offices and NASA, and note the licence of each.</li>" +
      "<li><strong>Clean the data</strong> in a spreadsheet or Python, and check units, gaps and outliers before animating anything.</li>" +
      "<li><strong>Choose the right chart:</strong> lines for trends, bars for rankings, maps for geography; avoid truncated axes that exaggerate differences.</li>" +
      "<li><strong>Animate</strong> with Flourish, Datawrapper exports, After Effects or Blender for 3D scale comparisons.</li>" +
      "<li><strong>Add narration or captions</strong> that explain why the pattern matters, not only what it shows.</li>" +
      "<li><strong>Cite sources on screen and in the description</strong>, and pin corrections when you find an error.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Animated history of the world's largest cities by population</li>" +
      "<li>3D size comparisons of ships, aircraft and buildings</li>" +
      "<li>How household costs changed in one country over fifty years</li>" +
      "<li>Sports statistics races for all-time scoring leaders</li>" +
      "<li>Climate and weather records visualised region by region</li>" +
      "<li>Maps that explain borders, time zones and language regions</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#0e7490", "#1d4ed8"],
  },
  {
    id: "hands_only_demo",
    label: "Hands-Only Demo",
    description:
      "<p>Hands-only channels film the work, not the worker: an overhead camera on a cutting board, a close-up of a watch being repaired, a sketchbook filling with ink. The viewer sees exactly what the hands are doing, which is often more instructive than a talking head.</p>" +
      "<p>Cooking, crafts, repairs, art and unboxing all suit the format. Audiences watch to learn a skill or to relax while watching something satisfying, and the footage is entirely original. It requires some filming gear and a tidy set, but nothing that shows the creator's identity.</p>",
    production:
      "<ol>" +
      "<li><strong>Set up a stable top-down or close-up rig</strong> with a phone or camera, an overhead arm and soft, even lighting.</li>" +
      "<li><strong>Plan the shot list</strong> so each step is filmed once, cleanly, with the result visible before moving on.</li>" +
      "<li><strong>Record natural sound</strong> (sizzling, cutting, tapping) with a close microphone; it is half the appeal.</li>" +
      "<li><strong>Edit for clarity</strong> in DaVinci Resolve or Final Cut Pro: speed up repetitive parts, add measurements and tool names as text.</li>" +
      "<li><strong>Keep hands and workspace consistent</strong> (same cutting board, mat or bench) to build a recognisable look.</li>" +
      "<li><strong>Show safety steps</strong> for tools, heat and chemicals; dangerous-looking shortcuts can lead to restrictions.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Fifteen-minute weeknight dinners filmed from above</li>" +
      "<li>Restoration of rusty hand tools with before-and-after shots</li>" +
      "<li>Calligraphy and hand-lettering lessons for beginners</li>" +
      "<li>Miniature model building for tabletop games</li>" +
      "<li>Phone and laptop repair walkthroughs with part lists</li>" +
      "<li>Sourdough baking, one technique per episode</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#c2410c", "#a16207"],
  },
  {
    id: "audio_only_podcast",
    label: "Audio-Only Podcast",
    description:
      "<p>Audio-first channels publish podcasts, discussions and narrated essays with a simple visual: cover art, an animated waveform, subtitles or a slow slideshow. YouTube is one of the most widely used places to listen to podcasts, and many listeners keep it playing while they commute, work or cook.</p>" +
      "<p>A face is optional because the audience is listening, not watching. Long episodes build watch time quickly and loyal listeners return every week. Discussion shows, interview series and narrative podcasts all work; the key is sound quality and a format people want in their routine.</p>",
    production:
      "<ol>" +
      "<li><strong>Define the show:</strong> topic, length, schedule and format (solo, co-hosted, interviews or narrative).</li>" +
      "<li><strong>Record good audio</strong> with dynamic microphones, a quiet room and remote tools such as Riverside or Zencastr for guests.</li>" +
      "<li><strong>Edit and master</strong> in Audacity, Descript or Adobe Audition: remove long pauses, level voices and check loudness.</li>" +
      "<li><strong>Create a simple visual</strong>: cover art with animated captions or a waveform made with Headliner or After Effects.</li>" +
      "<li><strong>Add chapters and show notes</strong>, and mark the playlist as a podcast in YouTube Studio so it appears in podcast surfaces.</li>" +
      "<li><strong>Cut short clips</strong> of the best moments for Shorts that link to the full episode.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>A weekly history podcast told as audio drama with narrated scenes</li>" +
      "<li>Interviews with small-business owners about their first year</li>" +
      "<li>A book club discussing one non-fiction book a month</li>" +
      "<li>Anonymous career stories from people in unusual jobs</li>" +
      "<li>A two-host show debating science news each week</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#9333ea", "#be185d"],
  },
  {
    id: "music_curation",
    label: "Music Curation",
    description:
      "<p>Music curation channels build playlists and mixes for a mood or an activity: lofi beats for studying, synthwave for driving, jazz for a rainy café, epic orchestral music for workouts. A looping animation or a still artwork sets the mood while the music plays for an hour or more.</p>" +
      "<p>People leave these streams running for hours, so watch time is high even when advertising rates are modest. The format lives or dies on rights: uploading commercial songs without a licence leads to Content ID claims or takedowns. Successful curators work directly with independent artists, license catalogues or make the music themselves.</p>",
    production:
      "<ol>" +
      "<li><strong>Secure rights before anything else:</strong> sign artists with written agreements, license from music libraries that allow YouTube monetization, or produce your own tracks.</li>" +
      "<li><strong>Pick a mood and an identity</strong> with a recurring character, setting or art style.</li>" +
      "<li><strong>Commission or create artwork</strong> and animate a seamless loop in After Effects, Blender or a simple parallax tool.</li>" +
      "<li><strong>Sequence the mix</strong> by key and tempo, normalise loudness and add timestamps and artist credits in the description.</li>" +
      "<li><strong>Consider 24/7 live streams</strong> once the library is large enough, which keeps the channel discoverable around the clock.</li>" +
      "<li><strong>Check AI music tools' terms carefully</strong>; disclose synthetic music where YouTube's guidance requires it.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Lofi study mixes with a recurring pixel-art character in different cities</li>" +
      "<li>Independent jazz for cafés, curated from artists paid per placement</li>" +
      "<li>Royalty-free orchestral music for tabletop game sessions</li>" +
      "<li>Synthwave driving mixes with original retro animations</li>" +
      "<li>Focus music matched to Pomodoro work and break intervals</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#db2777", "#7e22ce"],
  },
  {
    id: "ai_generated",
    label: "AI-Generated",
    description:
      "<p>AI-assisted channels use generative tools for parts of production: scripts drafted with a language model, images from Midjourney, video clips from Runway or Veo, voices from ElevenLabs. Used well, these tools let a solo creator make visuals that once required a studio.</p>" +
      "<p>The audience does not care which tool made a frame; it cares whether the video is worth watching. YouTube allows AI-made content but requires creators to disclose realistic altered or synthetic media, and it does not monetize mass-produced, low-effort uploads. The channels that work use AI as a production tool for a distinct creative idea with real human editing and fact-checking.</p>",
    production:
      "<ol>" +
      "<li><strong>Start from an idea only you would make:</strong> a setting, a story world or a topic where you add research and taste.</li>" +
      "<li><strong>Draft with AI, then rewrite.</strong> Fact-check every claim a language model produces; they can state falsehoods confidently.</li>" +
      "<li><strong>Generate visuals in batches</strong> with a consistent style guide and keep prompts and seeds so characters stay recognisable.</li>" +
      "<li><strong>Edit like a filmmaker</strong> in DaVinci Resolve or Premiere Pro: pacing, sound design and music are still human work.</li>" +
      "<li><strong>Use the altered or synthetic content disclosure</strong> in YouTube Studio when realistic people, places or events are generated or altered.</li>" +
      "<li><strong>Read each tool's licence</strong> for commercial use, and never imitate real people's faces or voices without consent.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>An illustrated fantasy saga with a consistent AI-assisted art style</li>" +
      '<li>"What if" history scenarios with clearly labelled AI reconstructions</li>' +
      "<li>Daily tips for using AI tools in small businesses, shown on screen</li>" +
      "<li>Children's bedtime stories with original scripts and AI illustrations</li>" +
      "<li>Architectural concept walkthroughs of imagined cities</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#2563eb", "#9333ea"],
  },
  {
    id: "original_storytelling",
    label: "Original Storytelling",
    description:
      "<p>Original storytelling channels publish fiction written for the channel: horror tales, science-fiction shorts, mysteries, fables and serialised dramas. A narrator brings the story to life over illustrations, atmospheric footage or animation.</p>" +
      "<p>Story channels build deep loyalty because listeners follow a voice and a world they like, often late at night or while falling asleep. Because the writing is original, the channel owns its intellectual property and can expand into books, audio dramas or merchandise. The audience is mostly teens and adults who love genre fiction and audio-book style listening.</p>",
    production:
      "<ol>" +
      "<li><strong>Write in a consistent genre and tone</strong>, and keep a story bible for recurring characters and places.</li>" +
      "<li><strong>Edit scripts for listening:</strong> clear scene changes, distinct character voices, and a hook in the first minute.</li>" +
      "<li><strong>Record narration</strong> in a quiet space, or with a licensed AI voice for secondary characters.</li>" +
      "<li><strong>Build atmosphere</strong> with licensed ambience, music and sound effects mixed below the voice.</li>" +
      "<li><strong>Create visuals</strong> you own: commissioned illustrations, your own art, simple animation or AI-assisted art with disclosure where realistic.</li>" +
      "<li><strong>Accept submissions only with written permission</strong> and credit the authors.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Weekly rules-based horror stories set in one fictional town</li>" +
      "<li>Space-colony survival serial with a new chapter each Friday</li>" +
      "<li>Modern fables with a moral, for families</li>" +
      "<li>Cosy mystery stories for bedtime listening</li>" +
      "<li>Anthology of short stories written by subscribers, with permission and credit</li>" +
      "<li>Fantasy adventure audio drama with a small voice cast</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#92400e", "#b91c1c"],
  },
  {
    id: "history_educational",
    label: "History & Educational",
    description:
      "<p>History and educational channels teach: the causes of a war, how the printing press changed Europe, why a river moved a border, how vaccines are tested. Narration leads and maps, timelines, archive images and diagrams illustrate each point.</p>" +
      "<p>Education is one of the most durable faceless formats. Videos stay relevant for years, teachers share them, and advertisers value the audience of curious adults and students. A credible narrator and careful sourcing matter more than a face, and many of the most respected educational channels never show one.</p>",
    production:
      "<ol>" +
      "<li><strong>Choose a scope you can cover well:</strong> an era, a region, a science field or a school subject.</li>" +
      "<li><strong>Research with scholarly sources</strong>, distinguish fact from debate, and list sources in the description.</li>" +
      '<li><strong>Write a script that answers a question</strong>, such as "Why did Rome split in two?", rather than listing dates.</li>' +
      "<li><strong>Illustrate with maps and timelines</strong> made in QGIS, Illustrator or After Effects, plus public-domain art from museum and library archives.</li>" +
      "<li><strong>Add chapters, captions and a summary</strong> so students can revise quickly.</li>" +
      "<li><strong>Mark dramatised or AI-generated reconstructions</strong> clearly so viewers know what is evidence and what is illustration.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Every war of one century explained in ten minutes each</li>" +
      "<li>History of everyday objects: forks, zippers, calendars</li>" +
      "<li>Animated maps of the rise and fall of empires</li>" +
      "<li>Exam-focused chemistry lessons for secondary-school students</li>" +
      "<li>Lost civilisations and what archaeology actually knows about them</li>" +
      "<li>Biographies of overlooked scientists and inventors</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#78350f", "#57534e"],
  },
  {
    id: "fake_trailers",
    label: "Concept Trailers",
    description:
      "<p>Concept or fan-made trailers imagine films that do not exist: a sequel fans want, a reboot with a different cast, a video game adapted for the screen. Creators edit existing footage, design titles and scores, and increasingly generate scenes with AI.</p>" +
      "<p>The format taps into huge search demand around upcoming films, which is also its danger. Titles that look like official announcements mislead viewers, and YouTube has reportedly suspended ad revenue for prominent fake-trailer channels. Footage owners can also claim the videos through Content ID. The sustainable version is clearly labelled as fan-made, creative, and built from material you have rights to.</p>",
    production:
      "<ol>" +
      "<li><strong>Label every video as a concept or fan-made trailer</strong> in the title, thumbnail and first line of the description.</li>" +
      "<li><strong>Prefer original material:</strong> your own animation, Blender or Unreal Engine scenes, or filmed shorts with friends, over studio footage.</li>" +
      "<li><strong>Design the trailer structure</strong>: cold open, world-building, rising music, title card and a final sting.</li>" +
      "<li><strong>Use licensed trailer music and sound effects</strong> from libraries that allow monetization.</li>" +
      "<li><strong>Disclose AI-generated realistic scenes and likenesses</strong> in YouTube Studio, and avoid depicting real actors saying or doing things they did not.</li>" +
      "<li><strong>Expect Content ID claims</strong> when studio footage is used, and budget for videos that cannot be monetized.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Trailers for film adaptations of public-domain novels, made in Unreal Engine</li>" +
      "<li>Concept trailers for original sci-fi worlds that later become a series</li>" +
      "<li>Recut trailers that turn a comedy into a thriller, using your own filmed footage</li>" +
      "<li>Animated trailers for indie games, made with the developers' permission</li>" +
      "<li>Behind-the-scenes breakdowns of how a concept trailer was edited</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#111827", "#b91c1c"],
  },
  {
    id: "movie_tv_analysis",
    label: "Movie & TV Analysis",
    description:
      "<p>Movie and TV analysis channels explain stories on screen: plot recaps, ending explanations, character studies, theories, and essays on direction, editing or music. The narrator's insight is the product, supported by short excerpts, stills and on-screen notes.</p>" +
      "<p>Film fans search for explanations right after they watch something, which gives these channels steady search traffic with spikes on release weekends. The format is faceless by tradition; video essays have long relied on voice and footage. Copyright is the main risk, so commentary must dominate and excerpts must be short and purposeful.</p>",
    production:
      "<ol>" +
      "<li><strong>Choose an angle beyond summary:</strong> themes, craft, hidden details or comparisons with the source novel.</li>" +
      "<li><strong>Write a script where your analysis leads</strong> and each clip illustrates a specific point.</li>" +
      "<li><strong>Keep excerpts short</strong>, avoid showing key scenes in full, and mix in stills, text and your own graphics.</li>" +
      "<li><strong>Edit carefully</strong> in DaVinci Resolve or Premiere Pro; pitch-shifting or mirroring footage to dodge Content ID does not make use fair and can breach policies.</li>" +
      "<li><strong>Warn about spoilers</strong> clearly in the title or the first seconds.</li>" +
      "<li><strong>Dispute wrongful claims</strong> only when you are confident your use is fair, and keep notes on why.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Ending explained videos for new thriller releases</li>" +
      "<li>Editing techniques of great directors, one scene at a time</li>" +
      "<li>Book versus film comparisons for literary adaptations</li>" +
      "<li>Character arcs across long-running TV series</li>" +
      "<li>Film scores analysed by a composer</li>" +
      "<li>Recaps of every season before a new one premieres</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#1f2937", "#7c3aed"],
  },
  {
    id: "police_cam_commentary",
    label: "Police Cam Commentary",
    description:
      "<p>Police camera commentary channels analyse body-worn and dashboard camera footage released by law enforcement agencies: traffic stops, arrests, investigations and use-of-force incidents. A narrator adds context, legal explanation and the outcome of the case.</p>" +
      "<p>Much of this footage is released to the public, and viewers are drawn to real-life tension and to understanding how policing and the law work. The audience is mostly adults interested in true crime, law and accountability. The subject matter is sensitive, so graphic scenes, minors and victims need careful handling, and many videos earn limited ads.</p>",
    production:
      "<ol>" +
      "<li><strong>Obtain footage legitimately</strong> through agency releases or public-records requests; laws on what is released differ by state and country.</li>" +
      "<li><strong>Research the case</strong>: charges, court outcome and official statements, and state clearly what is alleged and what was proven.</li>" +
      "<li><strong>Add substantial commentary</strong> on procedure and law; a raw re-upload adds little and risks reused-content decisions.</li>" +
      "<li><strong>Blur faces of bystanders, victims and minors</strong>, and remove personal details such as addresses and plates where needed.</li>" +
      "<li><strong>Follow YouTube's violent and graphic content rules</strong>: add context, avoid gratuitous replay, and age-restrict when required.</li>" +
      "<li><strong>Keep titles factual</strong>; mocking people in distress can breach harassment policies and reduce ads.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>A former officer explaining traffic-stop procedure with released footage</li>" +
      "<li>Legal breakdowns of arrests and the court cases that followed</li>" +
      "<li>De-escalation case studies: what worked and what did not</li>" +
      "<li>Know-your-rights explainers based on real encounters</li>" +
      "<li>DUI checkpoints and what the law requires, state by state</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#1e3a8a", "#991b1b"],
  },
  {
    id: "court_reactions",
    label: "Courtroom Reactions",
    description:
      "<p>Courtroom channels cover trials, sentencing hearings and notable moments from public court proceedings. A narrator explains the charges, the legal strategy and what each moment means for the case, often with on-screen notes from the law.</p>" +
      "<p>Court footage is compelling because it is real and unscripted, and many viewers want to understand how justice works. The audience overlaps with true crime and legal education. Access differs by jurisdiction: many US state courts allow cameras, while federal criminal trials generally do not, so sources and permissions must be checked.</p>",
    production:
      "<ol>" +
      "<li><strong>Use footage from courts that allow broadcast</strong>, official court streams or licensed news pools, and respect any court-imposed restrictions.</li>" +
      "<li><strong>Explain the legal context:</strong> charges, burden of proof, what the judge is deciding and what happens next.</li>" +
      '<li><strong>Stay accurate and fair</strong>; say "alleged" until a verdict, and avoid defamatory claims about parties or witnesses.</li>' +
      "<li><strong>Protect victims and minors</strong> by blurring or omitting them, even if the original broadcast did not.</li>" +
      "<li><strong>Edit for clarity</strong> with captions for hard-to-hear testimony and chapters for each witness.</li>" +
      "<li><strong>Follow up</strong> on verdicts and appeals so earlier videos stay accurate.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>A law graduate explaining sentencing hearings and how judges decide</li>" +
      "<li>Small-claims court moments explained for consumers</li>" +
      "<li>Famous cross-examinations analysed for technique</li>" +
      "<li>Trial day summaries for high-profile public cases</li>" +
      "<li>How courtroom procedure differs between countries</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#44403c", "#1e40af"],
  },
  {
    id: "live_drama_freakouts",
    label: "Live Drama & Freakouts",
    description:
      "<p>Drama and freakout channels cover heated public moments: a customer meltdown in a shop, an argument on a flight, a live stream that went wrong, an online feud between creators. The narrator explains what happened, who was involved and what followed.</p>" +
      "<p>The format draws large, fast audiences because conflict is compelling, but it is the riskiest category for monetization and for policy. Footage often belongs to someone else, the people shown are private individuals, and harassment and bullying rules apply. Channels that last focus on context, outcomes and lessons, not on ridicule.</p>",
    production:
      "<ol>" +
      "<li><strong>Ask permission</strong> from the person who filmed the clip, or license it from a clip agency that represents them.</li>" +
      "<li><strong>Add context and follow-up:</strong> what led to the incident, what happened after, and what the rules or laws say.</li>" +
      "<li><strong>Blur private individuals</strong> who did not choose to be public, and never share names, addresses or workplaces.</li>" +
      "<li><strong>Avoid harassment:</strong> no insults, no calls to contact or target people, and no mockery of mental-health crises.</li>" +
      "<li><strong>Expect limited ads</strong> on videos with strong language or violence, and keep thumbnails free of graphic moments.</li>" +
      "<li><strong>Diversify into explainer formats</strong> (how conflicts escalate, how staff are trained) to reduce dependence on risky clips.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>De-escalation lessons from viral customer-service incidents, with permission</li>" +
      "<li>Explainers on online creator feuds, with sources for every claim</li>" +
      "<li>Air-travel incidents and what airline rules actually say</li>" +
      "<li>Neighbour-dispute stories explained by a property lawyer</li>" +
      "<li>Live-stream mishaps of public figures and what they teach about broadcasting</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#be123c", "#c2410c"],
  },
  {
    id: "virtual_avatar",
    label: "Virtual Avatar (VTuber)",
    description:
      "<p>Virtual avatar creators, often called VTubers, appear as an animated character that follows their face and body movements in real time. The avatar can be a 2D Live2D model or a 3D model, and it streams, reacts, plays games and chats with the audience.</p>" +
      "<p>It combines the privacy of a faceless channel with the personality of a host: viewers connect with the character and the voice behind it. The format is popular in gaming, anime, music and live streaming, with a young-adult audience and strong fan-funding features such as memberships and Super Chat.</p>",
    production:
      "<ol>" +
      "<li><strong>Design a character</strong> and commission or create the model: Live2D Cubism for 2D, VRoid Studio or Blender for 3D. Make sure the commission licence allows commercial use.</li>" +
      "<li><strong>Set up tracking</strong> with VTube Studio or VSeeFace and a webcam or phone, and test lighting so tracking stays stable.</li>" +
      "<li><strong>Configure OBS Studio</strong> with scenes for starting, gameplay, chatting and ending, plus alerts for new members.</li>" +
      "<li><strong>Invest in audio</strong>: a good microphone and noise suppression matter more than model detail.</li>" +
      "<li><strong>Stream on a schedule</strong> and cut highlights into Shorts and edited videos for discovery.</li>" +
      "<li><strong>Check game publishers' streaming policies</strong> and keep copyrighted music out of streams to avoid muted VODs.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>A cosy game-streaming VTuber focused on farming and building games</li>" +
      "<li>A VTuber science teacher answering viewer questions live</li>" +
      "<li>Language-exchange streams hosted by a bilingual avatar</li>" +
      "<li>An avatar-hosted music channel with original covers and licensed songs</li>" +
      "<li>Study-with-me streams with a Pomodoro timer and a quiet avatar</li>" +
      "<li>Retro-game history show presented by a pixel-art character</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#be185d", "#0e7490"],
  },
  {
    id: "found_footage_archival",
    label: "Found Footage & Archival",
    description:
      "<p>Archival channels dig up old film reels, newsreels, home movies, government films and photographs, restore them, and explain what they show. A narrator turns a silent clip of a 1920s street into a story about the city, the people and the technology of the time.</p>" +
      '<p>The appeal is nostalgia and discovery: viewers love seeing how the world looked and sounded decades ago. The audience skews toward history lovers and older adults, with strong watch time. Rights are the key skill, because "old" does not automatically mean public domain, and restored or colourised versions may carry new rights.</p>',
    production:
      "<ol>" +
      "<li><strong>Source from archives with clear terms:</strong> the Internet Archive's Prelinger collection, national archives, Library of Congress and Wikimedia Commons, and record each item's rights status.</li>" +
      "<li><strong>Verify public-domain status</strong> for your country and the uploader's; licence commercial archives when needed.</li>" +
      "<li><strong>Restore carefully</strong> with stabilisation, frame interpolation and upscaling in DaVinci Resolve or Topaz Video, and say what was changed.</li>" +
      "<li><strong>Research the context</strong>: date, place, people and events, with sources in the description.</li>" +
      "<li><strong>Add narration, maps and then-and-now comparisons</strong> so the video offers more than the raw footage.</li>" +
      "<li><strong>Label colourisation and AI enhancement</strong> so viewers do not mistake them for original colour footage.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Restored street scenes of world cities from the early 1900s, with then-and-now maps</li>" +
      "<li>Old public-information films explained for modern viewers</li>" +
      "<li>The history of aviation told through archive newsreels</li>" +
      "<li>Vintage advertisements and what they reveal about their era</li>" +
      "<li>Home-movie collections donated by families, with their stories</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#57534e", "#3f6212"],
  },
  {
    id: "other",
    label: "Other Faceless Formats",
    description:
      "<p>Not every faceless channel fits a single box. This category covers hybrids and newer formats: quiz and trivia games, puzzle videos, slideshow guides, map-game playthroughs, countdown timers, satisfying simulations, and channels that mix several of the formats above.</p>" +
      "<p>What they share is that the creator stays off camera while the format itself carries the video. Many of the most original channels start here by combining two familiar ideas in a new way, such as a quiz built on data visualisations or a story told through a strategy game. The same rules apply as everywhere: original value, honest titles and rights to every asset.</p>",
    production:
      "<ol>" +
      "<li><strong>Describe your format in one sentence</strong> and check whether viewers would search for it or share it.</li>" +
      "<li><strong>Prototype three videos</strong> before committing, to learn how long each takes and which one viewers finish.</li>" +
      "<li><strong>Choose tools to fit</strong>: Canva or Figma for slides, Blender for simulations, OBS Studio for interactive games, DaVinci Resolve for editing.</li>" +
      "<li><strong>Build templates</strong> for the parts that repeat, while changing the content and structure enough that each video stands on its own.</li>" +
      "<li><strong>Review the channel against YouTube's monetization policies</strong>, especially on reused and repetitive content, before applying to the Partner Program.</li>" +
      "<li><strong>Watch retention graphs</strong> in YouTube Analytics to see where the format loses people, and iterate.</li>" +
      "</ol>",
    example:
      "<ul>" +
      "<li>Guess-the-country quizzes built from your own travel photos</li>" +
      "<li>Satisfying physics simulations made in Blender</li>" +
      "<li>Countdown timers with calm music for classrooms</li>" +
      "<li>Strategy-game campaigns narrated as alternate history</li>" +
      "<li>Daily riddles with a pause-and-think timer</li>" +
      "<li>Marble races and sports tournaments with commentary</li>" +
      "</ul>",
    imageUrl: null,
    gradient: ["#475569", "#0f766e"],
  },
];
