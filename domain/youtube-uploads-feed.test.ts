import { describe, expect, it } from "vitest";
import { decodeXmlText, parseUploadsFeed } from "#domain/youtube-uploads-feed";

// Shaped like a real feed (https://www.youtube.com/feeds/videos.xml?channel_id=…), shortened.
const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=UCabc"/>
 <id>yt:channel:abc</id>
 <yt:channelId>abc</yt:channelId>
 <title>Rain &amp; Tapes</title>
 <author><name>Rain &amp; Tapes</name><uri>https://www.youtube.com/channel/UCabc</uri></author>
 <published>2019-03-02T10:00:00+00:00</published>
 <entry>
  <id>yt:video:dQw4w9WgXcQ</id>
  <yt:videoId>dQw4w9WgXcQ</yt:videoId>
  <yt:channelId>UCabc</yt:channelId>
  <title>10 Hours of Rain &#39;on a Tin Roof&#39; &lt;no ads&gt;</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"/>
  <published>2026-11-20T08:00:00+00:00</published>
  <updated>2026-11-21T09:30:00+00:00</updated>
  <media:group>
   <media:title>10 Hours of Rain</media:title>
   <media:community>
    <media:starRating count="120" average="5.00" min="1" max="5"/>
    <media:statistics views="45210"/>
   </media:community>
  </media:group>
 </entry>
 <entry>
  <yt:videoId>older-id_01</yt:videoId>
  <title><![CDATA[Thunder & lightning]]></title>
  <published>2026-10-01T08:00:00Z</published>
 </entry>
 <!-- <entry><yt:videoId>commented</yt:videoId><published>2026-11-22T00:00:00Z</published></entry> -->
 <entry>
  <yt:videoId>no-date</yt:videoId>
 </entry>
</feed>`;

describe("parseUploadsFeed", () => {
  it("reads each upload's id, title, dates and views, newest first", () => {
    const result = parseUploadsFeed(FEED);
    expect(result).toEqual({
      ok: true,
      feed: {
        channelId: "abc",
        title: "Rain & Tapes",
        entries: [
          {
            videoId: "dQw4w9WgXcQ",
            title: "10 Hours of Rain 'on a Tin Roof' <no ads>",
            publishedAt: new Date("2026-11-20T08:00:00Z"),
            updatedAt: new Date("2026-11-21T09:30:00Z"),
            views: 45_210,
          },
          {
            videoId: "older-id_01",
            title: "Thunder & lightning",
            publishedAt: new Date("2026-10-01T08:00:00Z"),
            updatedAt: null,
            views: null,
          },
        ],
      },
    });
  });

  it("reads a channel with no uploads as an empty feed", () => {
    expect(parseUploadsFeed('<feed xmlns="http://www.w3.org/2005/Atom"><title>New</title></feed>')).toEqual({
      ok: true,
      feed: { channelId: null, title: "New", entries: [] },
    });
  });

  it("refuses what is not an Atom feed (an HTML error page, a cut-off answer)", () => {
    expect(parseUploadsFeed("<!DOCTYPE html><html><body>404 Not Found</body></html>")).toMatchObject({ ok: false });
    expect(parseUploadsFeed('<?xml version="1.0"?><feed><entry><yt:videoId>a</yt:videoId>')).toMatchObject({ ok: false });
    expect(parseUploadsFeed("")).toMatchObject({ ok: false });
  });

  it("leaves out entries with a hostile or missing video id", () => {
    const xml = `<feed><entry><yt:videoId>a b"&lt;script&gt;</yt:videoId><published>2026-01-01T00:00:00Z</published></entry></feed>`;
    expect(parseUploadsFeed(xml)).toEqual({ ok: true, feed: { channelId: null, title: "", entries: [] } });
  });
});

describe("decodeXmlText", () => {
  it("decodes named, decimal and hex entities and CDATA, and leaves unknown ones", () => {
    expect(decodeXmlText("a &amp; b &#233; &#x1F600; &nbsp; <![CDATA[<x>]]>")).toBe("a & b é 😀 &nbsp; <x>");
  });
});
