import Foundation
import Testing

@testable import APIReplica

@Suite("URL rewriting of stored compact JSON")
struct CompactJSONRewriteTests {
    @Test(arguments: [
        #"{"url": "https://rickandmortyapi.com/api/character/1", "https://rickandmortyapi.com/api": 1}"#,
        #"{"a": ["https://rickandmortyapi.com/api/x", "no url", "https://rickandmortyapi.com/apihttps://rickandmortyapi.com/api"]}"#,
        #"{"k\"https://rickandmortyapi.com/api": "v \"https://rickandmortyapi.com/api\" w", "n": 1}"#,
        #"{"https://rickandmortyapi.com/api/a": {"https://rickandmortyapi.com/api": "https://rickandmortyapi.com/api"}}"#,
        #"["plain", 1, true, null]"#,
    ])
    func rewritingTheStoredBytesMatchesRenderingTheParsedTree(text: String) throws {
        let value = try OrderedJSON.parse(Data(text.utf8))
        let rewrite = URLPrefixRewrite(to: "http://h:1/api")

        #expect(rewrite.applyingToCompactJSON(value.renderedCompactly()) == value.renderedCompactly(rewriting: rewrite))
    }

    @Test func aReplacementWithCharactersJSONEscapesIsEscapedInTheBytes() throws {
        let value = try OrderedJSON.parse(Data(#"{"u":"https://rickandmortyapi.com/api/1"}"#.utf8))
        let rewrite = URLPrefixRewrite(to: "http://h\"q\\/api")

        #expect(rewrite.applyingToCompactJSON(value.renderedCompactly()) == value.renderedCompactly(rewriting: rewrite))
    }

    @Test func aRecordKeepsItsObjectAsCompactBytesAndItsFilterFields() throws {
        let record = try #require(try SmallUniverse.dataset().characters.first { $0.id == 7 })

        #expect(record.name == "Morty’s Clone (J19ζ7)")
        #expect(record.filterValue(forKey: "gender") == "Male")
        #expect(record.filterValue(forKey: "dimension") == nil)
        #expect(record.renderedJSON() == Data(record.object.renderedCompactly()))
        #expect(
            String(decoding: record.renderedJSON(apiBaseURL: "http://x/api"), as: UTF8.self)
                .contains(#""url":"http://x/api/character/7""#))
    }
}
