import Foundation
import Testing

@testable import APIReplica

@Suite("OrderedJSON parsing and compact rendering")
struct OrderedJSONTests {
    @Test func objectsKeepTheirKeyOrderAndNumbersTheirText() throws {
        let value = try parse(#"{"zeta": 1.50, "alpha": [true, false, null], "mid": {"b": -0, "a": 1E3}}"#)

        #expect(
            String(decoding: value.renderedCompactly(), as: UTF8.self)
                == #"{"zeta":1.50,"alpha":[true,false,null],"mid":{"b":-0,"a":1E3}}"#)
    }

    @Test func escapesAreDecodedAndRenderedTheWayJSONStringifyWritesThem() throws {
        let value = try parse(#"["\u2019 \ud83d\ude00 \"q\" \\ \/ \n\t\u0001\u001F", "\u00e9"]"#)

        #expect(value == .array([.string("’ 😀 \"q\" \\ / \n\t\u{1}\u{1F}"), .string("é")]))
        #expect(
            String(decoding: value.renderedCompactly(), as: UTF8.self)
                == #"["’ 😀 \"q\" \\ / \n\t\u0001\u001f","é"]"#)
    }

    @Test func aLoneSurrogateBecomesTheReplacementCharacter() throws {
        #expect(try parse(#""\ud83d!""#) == .string("\u{FFFD}!"))
    }

    @Test func renderingRewritesTheURLPrefixInsideStringsOnly() throws {
        let value = try parse(
            #"{"url": "https://rickandmortyapi.com/api/character/1", "https://rickandmortyapi.com/api": 1}"#)
        let rendered = value.renderedCompactly(rewriting: URLPrefixRewrite(to: "http://h:1/api"))

        #expect(
            String(decoding: rendered, as: UTF8.self)
                == #"{"url":"http://h:1/api/character/1","https://rickandmortyapi.com/api":1}"#)
    }

    @Test(arguments: [
        ("[1,]", "line 1, column 4: unexpected ']', expected a value"),
        ("[\n  {\"id\": 1,}\n]", "line 2, column 12: expected a string key, found '}'"),
        ("{\"a\" 1}", "line 1, column 6: expected ':' after the key \"a\""),
        ("[1 2]", "line 1, column 4: expected ',' or ']' after an array element, found '2'"),
        ("\"abc", "line 1, column 1: unterminated string"),
        ("[01]", "line 1, column 3: expected ',' or ']' after an array element, found '1'"),
        ("[1.]", "line 1, column 4: expected a digit after '.', found ']'"),
        ("[tru]", "line 1, column 2: unexpected 't', expected a value"),
        ("\"\\x\"", "line 1, column 3: invalid escape sequence '\\'x''"),
        ("[] x", "line 1, column 4: unexpected 'x' after the JSON value"),
        ("", "line 1, column 1: unexpected end of input, expected a value"),
        ("\"a\tb\"", "line 1, column 3: unescaped control character byte 0x9 in a string"),
    ])
    func syntaxErrorsSayWhatAndWhere(text: String, description: String) {
        #expect(throws: JSONSyntaxError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.description == description)
        }
    }

    @Test func invalidUTF8IsRefused() {
        #expect(throws: JSONSyntaxError.self) { try OrderedJSON.parse(Data([0x22, 0xC3, 0x28, 0x22])) }
    }

    @Test func nestingDeeperThanTheLimitIsRefusedInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)

        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
    }

    @Test func theResultMatchesFoundationOnTheSameDocument() throws {
        let text = #"{"id": 3, "name": "Summer Smith", "episode": ["a", "b"], "origin": {"name": "Earth", "url": ""}}"#
        let ours = try parse(text).renderedCompactly()

        let foundation = try JSONSerialization.jsonObject(with: Data(ours)) as? NSDictionary
        let reference = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        #expect(foundation == reference)
    }

    private func parse(_ text: String) throws(JSONSyntaxError) -> OrderedJSON {
        try OrderedJSON.parse(Data(text.utf8))
    }
}
