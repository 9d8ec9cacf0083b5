import Foundation
import StrictJSON
import TestSupport
import Testing

@Suite("JSONTape")
struct JSONTapeTests {
    @Test func readsMembersElementsIntegersAndTheExactBytesOfAValue() throws {
        let document = #"{"info":{"count":2,"pages":1,"next":null},"results":[{"id":1,"a":[1,2]} , {"id":-20}]}"#
        let tape = try makeSUT(document)

        let info = try #require(tape.member("info", of: tape.root))
        let results = try #require(tape.member("results", of: tape.root).flatMap(tape.elements))

        #expect(tape.member("count", of: info).flatMap(tape.integer) == 2)
        #expect(tape.member("next", of: info).flatMap(tape.integer) == nil)
        #expect(results.map { text(of: $0, in: tape, document) } == [#"{"id":1,"a":[1,2]}"#, #"{"id":-20}"#])
        #expect(results.compactMap { tape.member("id", of: $0).flatMap(tape.integer) } == [1, -20])
        #expect(tape.member("missing", of: tape.root) == nil)
        #expect(tape.elements(of: info) == nil)
    }

    @Test func findsMembersOnlyAtTheirOwnLevelAndNotInsideStrings() throws {
        let document = """
            {
              "info": {"results": [{"id": 9}], "note": "results"},
              "note": "a } ] { [ \\" \\\\ \\"results\\":[",
              "results" : [ {"id": 1} ,
                {"id": 2, "nested": {"results": [{"id": 3}]}} ]
            }
            """
        let tape = try makeSUT(document)

        let results = try #require(tape.member("results", of: tape.root).flatMap(tape.elements))

        #expect(
            results.map { text(of: $0, in: tape, document) } == [
                #"{"id": 1}"#, #"{"id": 2, "nested": {"results": [{"id": 3}]}}"#,
            ])
    }

    @Test func aKeyWrittenWithEscapesIsFoundByItsMeaning() throws {
        let tape = try makeSUT(#"{"\u0069d":7,"caf\u00e9":1}"#)

        #expect(tape.member("id", of: tape.root).flatMap(tape.integer) == 7)
        #expect(tape.member("café", of: tape.root).flatMap(tape.integer) == 1)
    }

    @Test(
        arguments: [
            ("1.5", nil), ("1e3", nil), ("-0", 0), ("9223372036854775807", Int.max), ("9223372036854775808", nil),
            ("-9223372036854775808", Int.min), (#""1""#, nil),
        ] as [(String, Int?)])
    func readsAnIntegerOnlyWhenTheNumberIsOneThatFits(number: String, expected: Int?) throws {
        let tape = try makeSUT("[\(number)]")

        let value = try #require(tape.elements(of: tape.root)?.first)

        #expect(tape.integer(value) == expected)
    }

    @Test(arguments: [
        "", " ", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "[1 2]", "01", "-", "1.", "1e", ".5", "+1",
        "\"abc", "\"a\tb\"", #""\x""#, #""\u12G4""#, "tru", "nul", "[1]]", "{} {}", "'a'", "[NaN]",
    ])
    func refusesWhatIsNotStrictJSONSayingWhere(document: String) {
        let outcome = Result { () throws(JSONTape.Failure) in try JSONTape(validating: Data(document.utf8)) }

        guard case .failure(.syntax(let offset, let reason)) = outcome else {
            Issue.record("\(document.debugDescription) should be refused, got \(outcome)")
            return
        }
        #expect((0...document.utf8.count).contains(offset))
        #expect(!reason.isEmpty)
    }

    @Test func refusesBytesThatAreNotUTF8InsideAString() {
        let document = Data([UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")])

        #expect(throws: JSONTape.Failure.syntax(offset: 0, reason: "invalid UTF-8 in a string")) {
            try JSONTape(validating: document)
        }
    }

    @Test func refusesAKeyTwiceInOneObjectNamingTheObjectsPath() {
        let document = #"{"results":[{"id":1},{"id":2,"origin":{"name":"a","\u006eame":"b"}}]}"#

        #expect(throws: JSONTape.Failure.duplicateKey(path: "results[1].origin", key: "name", offset: 50)) {
            try JSONTape(validating: Data(document.utf8))
        }
    }

    @Test func refusesAKeyTwiceAlsoInAnObjectWithManyKeys() {
        let keys = (0..<100).map { "\"k\($0)\":\($0)" } + ["\"k42\":0"]

        #expect(throws: JSONTape.Failure.duplicateKey(path: "", key: "k42", offset: 881)) {
            try JSONTape(validating: Data("{\(keys.joined(separator: ","))}".utf8))
        }
    }

    @Test func refusesNestingDeeperThanTheDecoderAcceptsInsteadOfRunningOutOfStack() {
        let document = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)

        #expect(throws: JSONTape.Failure.self) { try JSONTape(validating: Data(document.utf8)) }
    }

    // Foundation also accepts a comma before a closing bracket, which JSON's grammar does not allow.
    @Test func acceptsWhatJSONSerializationAcceptsForMutatedDocumentsBarTrailingCommas() throws {
        let valid = Array(#"{"a":[1,-2.5e+3,true,false,null,"x\n\u00e9"],"b":{"c":"d","e":[]},"f":0}"#.utf8)
        var generator = SeededGenerator(seed: 0x7A9E)
        var refused = 0

        for round in 0..<2_000 {
            let bytes =
                JSONMutation.allCases.randomElement(using: &generator).map {
                    $0.apply(to: valid, using: &generator)
                } ?? valid

            let tape = Result { () throws(JSONTape.Failure) in try JSONTape(validating: Data(bytes)) }
            let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)

            if case .failure(.duplicateKey) = tape { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            let compact = text.filter { !$0.isWhitespace }
            let trailingComma = compact.contains(",]") || compact.contains(",}")
            refused += foundation == nil ? 1 : 0
            let accepted = (try? tape.get()) != nil
            #expect(
                accepted == (foundation != nil) || (!accepted && trailingComma),
                "round \(round): \(text.debugDescription)")
        }
        #expect(refused > 500, "most mutations break the document")
    }

    // MARK: - Helpers

    private func makeSUT(_ document: String) throws -> JSONTape {
        try JSONTape(validating: Data(document.utf8))
    }

    private func text(of value: JSONTape.Value, in tape: JSONTape, _ document: String) -> String {
        String(decoding: Data(document.utf8)[tape.range(of: value)], as: UTF8.self)
    }
}
