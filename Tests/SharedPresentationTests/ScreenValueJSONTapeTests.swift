import Foundation
import SharedPresentation
import TestSupport
import Testing

@Suite("ScreenValue read from JSONTape")
struct ScreenValueJSONTapeTests {
    @Test func readsEveryKindOfJSONValueAsTheDecoderDoes() throws {
        let json = #"""
            {"id": 7, "score": 2.5, "alive": false, "type": "", "origin": null, "episode": [1, 2],
             "empty": [], "urls": ["a", "b"], "mixed": [1, "x", null], "place": {"name": "Earth", "size": 3}}
            """#

        let read = ScreenValue(json: Data(json.utf8))

        #expect(read == (try JSONDecoder().decode(ScreenValue.self, from: Data(json.utf8))))
    }

    @Test func aNumberPastADoublesRangeStaysItsText() {
        #expect(ScreenValue(json: Data(#"{"n":1e400}"#.utf8)) == .object(["n": .text("1e400")]))
    }

    @Test func readsFortyArraysNested510DeepInOnePass() {
        let deep = String(repeating: "[", count: 510) + String(repeating: "]", count: 510)
        let members = (1...40).map { #""a\#($0)":"# + deep }.joined(separator: ",")

        let value = ScreenValue(json: Data(("{" + members + "}").utf8))

        guard case .object(let fields) = value, case .list(let outer) = fields["a40"] else {
            Issue.record("not read: \(String(describing: value))")
            return
        }
        #expect(fields.count == 40)
        #expect(outer.count == 1)
    }

    @Test(arguments: JSONVerdictTable.cases)
    func aDetailAcceptsOrRefusesEachDocumentOfTheTable(_ document: JSONVerdictCase) {
        let accepted = ScreenValue(json: document.applied(to: #"{"id":1}"#)) != nil

        #expect(accepted == document.accepted)
    }
}
