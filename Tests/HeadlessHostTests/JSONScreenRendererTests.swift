import Console
import Foundation
import HeadlessHost
import SharedPresentation
import Testing

@Suite("JSONScreenRenderer")
struct JSONScreenRendererTests {
    @Test func rendersOneLineThatDecodesToTheSameSnapshot() throws {
        let snapshot = TextScreenRendererTests.representative

        let json = JSONScreenRenderer().render(snapshot)

        #expect(!json.contains("\n"))
        #expect(try JSONDecoder().decode(ScreenSnapshot.self, from: Data(json.utf8)) == snapshot)
    }

    @Test func keysAreSorted() {
        let json = JSONScreenRenderer().render(ScreenSnapshot(title: "Episodes", subtitle: "Season 1", status: .loaded))

        #expect(
            json
                == #"{"actions":[],"fields":[],"notices":[],"sections":[],"status":{"loaded":{}},"subtitle":"Season 1","title":"Episodes"}"#
        )
    }

    @Test func printsNoHeadings() {
        #expect(JSONScreenRenderer().renderHeading(for: "next") == nil)
    }
}
