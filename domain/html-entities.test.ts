import { describe, expect, it } from "vitest";
import { decodeHtmlEntities, decodeXmlEntities } from "#domain/html-entities";

describe("decodeHtmlEntities", () => {
  it("undoes search.list's escaping", () => {
    expect(decodeHtmlEntities("Tom &amp; Jerry &quot;Live&quot; &lt;3 Don&#39;t &#x1F600;")).toBe(
      'Tom & Jerry "Live" <3 Don\'t 😀',
    );
    expect(decodeHtmlEntities("&unknown; & plain")).toBe("&unknown; & plain");
  });

  it("decodes the common typographic names, in any case", () => {
    expect(decodeHtmlEntities("&hellip; &mdash; &ndash; &lsquo;a&rsquo; &ldquo;b&rdquo; &copy; &reg; &trade; &AMP;")).toBe(
      "… — – ‘a’ “b” © ® ™ &",
    );
    expect(decodeHtmlEntities("a&nbsp;b")).toBe("a\u00a0b");
  });

  it("decodes one level only: an escaped reference stays a reference", () => {
    expect(decodeHtmlEntities("&amp;lt;script&amp;gt;")).toBe("&lt;script&gt;");
  });

  it("leaves references that name no character as written", () => {
    expect(decodeHtmlEntities("&#0; &#xD800; &#xDFFF; &#x110000; &#99999999999;")).toBe(
      "&#0; &#xD800; &#xDFFF; &#x110000; &#99999999999;",
    );
    expect(decodeHtmlEntities("&amp no semicolon")).toBe("&amp no semicolon");
  });
});

describe("decodeXmlEntities", () => {
  it("knows XML's five names and numeric references, nothing of HTML's", () => {
    expect(decodeXmlEntities("&amp; &lt; &gt; &quot; &apos; &#233; &#x1F600;")).toBe(`& < > " ' é 😀`);
    expect(decodeXmlEntities("&nbsp; &hellip;")).toBe("&nbsp; &hellip;");
  });
});
