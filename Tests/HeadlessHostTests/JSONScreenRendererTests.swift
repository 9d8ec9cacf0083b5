import Console
import Foundation
import HeadlessHost
import SharedPresentation
import Testing

@Suite("JSONScreenRenderer")
struct JSONScreenRendererTests {
    @Test func rendersOneLineOfJSON() throws {
        let json = JSONScreenRenderer().render(TextScreenRendererTests.representative)

        #expect(!json.contains("\n"))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }

    @Test func keysAreSortedAndTheSchemaVersionAndStatusComeFirst() {
        let json = JSONScreenRenderer().render(ScreenSnapshot(title: "Episodes", subtitle: "Season 1", status: .loaded))

        #expect(
            json
                == #"{"actions":[],"fields":[],"notices":[],"schema":3,"sections":[],"status":"loaded","subtitle":"Season 1","title":"Episodes"}"#
        )
    }

    @Test func theScreenNamesTheCommandThatProducedItItsItemAndItsPage() throws {
        let snapshot = ScreenSnapshot(
            title: "Characters", status: .loaded, page: ScreenSnapshot.Page(number: 2, pages: 3, items: 58))
        let detail = ScreenSnapshot(
            title: "Rick", status: .loaded, itemID: 1, values: ["episode": .ids([1, 2])], source: .network,
            record: .object(["status": .text("unknown"), "episode": .list([.text("http://x/api/episode/1")])]))

        let list = try object(JSONScreenRenderer().render(snapshot, in: RenderContext(command: "characters --page 2")))
        let item = try object(JSONScreenRenderer().render(detail, in: RenderContext(command: "character 1")))

        #expect(list["command"] as? String == "characters --page 2")
        #expect(list["page"] as? [String: Int] == ["number": 2, "pages": 3, "items": 58, "next": 3, "prev": 1])
        #expect(item["id"] as? Int == 1)
        let record = try #require(item["item"] as? [String: Any])
        #expect(record["status"] as? String == "unknown", "the item is the server's record as it sent it")
        #expect(record["episode"] as? [String] == ["http://x/api/episode/1"])
        #expect(item["values"] as? [String: [Int]] == ["episode": [1, 2]], "the App's reading is beside it")
        #expect(item["source"] as? String == "network")
        #expect(item["savedAt"] == nil)
    }

    @Test func savedDataSaysItsSourceAndWhenItWasSaved() throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let offline = ScreenSnapshot(title: "Characters", status: .loaded, source: .offline(savedAt: savedAt))
        let failed = ScreenSnapshot(
            title: "Character 9", status: .failed(message: "Not found", canRetry: false),
            source: .offline(savedAt: savedAt))

        for snapshot in [offline, failed] {
            let json = try object(JSONScreenRenderer().render(snapshot))
            #expect(json["source"] as? String == "offline")
            #expect(json["savedAt"] as? String == "2023-11-14T22:13:20Z")
        }
        let cached = try object(
            JSONScreenRenderer().render(ScreenSnapshot(title: "A", status: .loaded, source: .cache(savedAt: savedAt))))
        #expect(cached["source"] as? String == "cache")
    }

    @Test func aListSaysWhatItWasAskedForAndASectionHowManyRowsAreNotLoaded() throws {
        let query = ScreenSnapshot.Query(page: 2, filters: ["name": "rick", "status": "alive"], search: "rick")
        let rows = (1...3).map { (index: Int) in ScreenSnapshot.Row(id: index, title: "Row \(index)") }
        let snapshot = ScreenSnapshot(
            title: "Characters", status: .loaded, sections: [.init(title: nil, rows: rows, hiddenRows: 2)],
            query: query)

        let json = try object(JSONScreenRenderer().render(snapshot))

        let encoded = try #require(json["query"] as? [String: Any])
        #expect(encoded["page"] as? Int == 2)
        #expect(encoded["filters"] as? [String: String] == ["name": "rick", "status": "alive"])
        #expect(encoded["search"] as? String == "rick")
        let section = try #require((json["sections"] as? [[String: Any]])?.first)
        #expect((section["rows"] as? [Any])?.count == 3, "JSON has every row loaded")
        #expect(section["more"] as? Int == 2)
    }

    @Test func rowsCarryTheirTypedValuesBesideTheirText() throws {
        let row = ScreenSnapshot.Row(
            id: 1, title: "Rick Sanchez", detail: "Alive · Human",
            values: [
                "name": .text("Rick Sanchez"), "status": .text("Alive"), "episodes": .integer(51),
                "isFavourite": .flag(true), "episodeIDs": .ids([1, 2]),
            ])
        let snapshot = ScreenSnapshot(
            title: "Characters", status: .loaded, sections: [ScreenSnapshot.Section(title: nil, rows: [row])])

        let json = try object(JSONScreenRenderer().render(snapshot))

        let rows = try #require((json["sections"] as? [[String: Any]])?.first?["rows"] as? [[String: Any]])
        #expect(rows.first?["id"] as? Int == 1)
        #expect(rows.first?["name"] as? String == "Rick Sanchez")
        #expect(rows.first?["status"] as? String == "Alive")
        #expect(rows.first?["episodes"] as? Int == 51)
        #expect(rows.first?["isFavourite"] as? Bool == true)
        #expect(rows.first?["episodeIDs"] as? [Int] == [1, 2])
        #expect(rows.first?["title"] as? String == "Rick Sanchez")
    }

    @Test func aFailedScreenHasAnErrorObjectWithItsKindMessageURLAndWhetherRetryHelps() throws {
        let status = ScreenSnapshot.Status.failed(
            message: "Item 9 was not found.", canRetry: false, kind: "notFound", url: "http://a.test/api/character/9")
        let snapshot = ScreenSnapshot(title: "Episodes", status: status)

        let json = try object(JSONScreenRenderer().render(snapshot))

        #expect(json["status"] as? String == "failed")
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["kind"] as? String == "notFound")
        #expect(error["message"] as? String == "Item 9 was not found.")
        #expect(error["url"] as? String == "http://a.test/api/character/9")
        #expect(error["canRetry"] as? Bool == false)
    }

    @Test func anErrorAnsweredBySavedDataSaysItsSourceAndWhenItWasSaved() throws {
        let report = ErrorReport(
            kind: "notFound", message: "Character 99999 was not found.",
            source: .offline(savedAt: Date(timeIntervalSince1970: 1_700_000_000)))

        let json = try object(
            try #require(JSONScreenRenderer().render(report, in: RenderContext(command: "character 99999"))))

        #expect(json["schema"] as? Int == OutputSchema.version)
        #expect(json["source"] as? String == "offline")
        #expect(json["savedAt"] as? String == "2023-11-14T22:13:20Z")
        #expect((json["error"] as? [String: Any])?["kind"] as? String == "notFound")
    }

    @Test func aRecordNestedAsDeepAsTheReaderAcceptsIsPrintedWhole() throws {
        var deep = ScreenValue.list([])
        for _ in 1..<510 { deep = .list([deep]) }
        let detail = ScreenSnapshot(
            title: "Rick", status: .loaded, itemID: 1, source: .network,
            record: .object(["a1": deep, "a2": deep, "name": .text("Rick")]))

        let line = JSONScreenRenderer().render(detail, in: RenderContext(command: "character 1"))

        let brackets = String(repeating: "[", count: 510) + String(repeating: "]", count: 510)
        #expect(line.contains(#","item":{"a1":\#(brackets),"a2":\#(brackets),"name":"Rick"},"notices":[]"#))
        #expect(!line.contains("could not be encoded"))
    }

    @Test func aValueThatCannotBeEncodedBecomesAnErrorLineOfTheCurrentSchema() throws {
        struct Unencodable: Encodable {
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "refused"))
            }
        }

        let json = try object(JSONScreenRenderer.line(Unencodable()))

        #expect(json["schema"] as? Int == OutputSchema.version)
        #expect((json["error"] as? [String: Any])?["kind"] as? String == "failure")
    }

    @Test func printsNoHeadingsAndNoSeparators() {
        #expect(JSONScreenRenderer().renderHeading(for: "next") == nil)
        #expect(JSONScreenRenderer().screenSeparator == nil)
    }

    private func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }
}
