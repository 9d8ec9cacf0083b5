import Foundation
import StrictJSON
import TestSupport
import Testing

@Suite("One verdict: JSONTape")
struct JSONTapeVerdictTests {
    @Test(arguments: JSONVerdictTable.cases)
    func theTapeAcceptsOrRefusesEachDocumentOfTheTable(_ document: JSONVerdictCase) {
        let accepted = (try? JSONTape(validating: document.applied(to: #"{"id":1}"#))) != nil

        #expect(accepted == document.accepted)
    }

    @Test func aByteOrderMarkIsRefusedAsSuch() {
        #expect(throws: JSONTape.Failure.self) {
            try JSONTape(validating: Data([0xEF, 0xBB, 0xBF] + Array("{}".utf8)))
        }
        let failure = #expect(throws: JSONTape.Failure.self) {
            try JSONTape(validating: Data([0xEF, 0xBB, 0xBF] + Array("{}".utf8)))
        }
        #expect(failure?.reason.contains("byte order mark") == true)
    }

    @Test func distinctLoneSurrogatesAreDistinctKeysAndTheSameOneTwiceIsRepeated() throws {
        let tape = try JSONTape(validating: Data(#"{"\ud800":1,"\udc00":2}"#.utf8))

        #expect(tape.hasLoneSurrogates)
        #expect(throws: JSONTape.Failure.self) { try JSONTape(validating: Data(#"{"\ud800":1,"\uD800":2}"#.utf8)) }
    }

    @Test func aSurrogatePairIsNoLoneSurrogate() throws {
        let tape = try JSONTape(validating: Data(#"{"a":"\ud83d\ude00","b":"\\ud800"}"#.utf8))

        #expect(!tape.hasLoneSurrogates)
        #expect(tape.bytesForDecoder == Data(#"{"a":"\ud83d\ude00","b":"\\ud800"}"#.utf8))
    }

    @Test func theDecoderReadsLoneSurrogatesAsTheTapeReadsThem() throws {
        let tape = try JSONTape(validating: Data(#"{"a":"x\udc00\ud800\ud83d\ude00y"}"#.utf8))

        let decoded = try JSONDecoder().decode([String: String].self, from: tape.bytesForDecoder)

        #expect(decoded == ["a": "x\u{FFFD}\u{FFFD}\u{1F600}y"])
        #expect(tape.member("a", of: tape.root).flatMap(tape.string) == decoded["a"])
    }
}
