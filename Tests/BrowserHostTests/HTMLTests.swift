import BrowserHost
import Testing

@Suite("HTML: the one place a value becomes markup")
struct HTMLTests {
    @Test func textIsEscapedSoMarkupInAValueShowsAsText() {
        let sut = HTML.element("p", text: "<img src=x onerror=alert(1)> & \"'")

        #expect(sut.markup == "<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;&#39;</p>")
    }

    @Test func attributeValuesAreEscapedAndNilAttributesLeftOut() {
        let sut = HTML.element("a", ["href": "/x?a=1&b=\"2\"", "title": nil], text: "x")

        #expect(sut.markup == "<a href=\"/x?a=1&amp;b=&quot;2&quot;\">x</a>")
    }

    @Test func voidElementsHaveNoClosingTag() {
        #expect(HTML.element("img", ["src": "/a"]).markup == "<img src=\"/a\">")
    }
}
