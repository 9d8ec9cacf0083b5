import APIReplica
import Foundation
import LoopbackHTTP
import Networking
import TestSupport
import Testing

@Suite("decodeJSON fuzzed with bad API responses")
struct DecodeJSONFuzzTests {
    private static let url = URL(string: "http://127.0.0.1:1/api/character?page=1") ?? URL(fileURLWithPath: "/")

    @Test func randomBytesAlwaysGiveATypedDecodingError() async {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        for round in 0..<400 {
            await Self.yieldNowAndThen(round)
            let bytes = generator.bytes(count: Int.random(in: 0...256, using: &generator))

            let outcome = Self.decode(bytes)

            guard case .failure(.decoding(_, let reason, let url)) = outcome else {
                Issue.record("round \(round): expected a decoding error, got \(outcome)")
                return
            }
            #expect(url == Self.url)
            #expect(!reason.isEmpty)
        }
    }

    @Test func mutatedValidPagesDecodeOrGiveATypedDecodingErrorNamingWhere() async throws {
        let valid = try await Self.validPageBody()
        var generator = SeededGenerator(seed: 0x5EED_0002)
        var failures = 0
        var failuresInsideResults = 0

        for round in 0..<300 {
            await Self.yieldNowAndThen(round)
            var bytes = valid
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let mutation = JSONMutation.allCases.randomElement(using: &generator) ?? .flipByte
                bytes = mutation.apply(to: bytes, using: &generator)
            }

            switch Self.decode(bytes) {
            case .success:
                continue
            case .failure(.decoding(let path, _, let url)) where url == Self.url:
                failures += 1
                if path.hasPrefix("results[") { failuresInsideResults += 1 }
            case .failure(let other):
                Issue.record("round \(round): expected a decoding error for \(Self.url), got \(other)")
                return
            }
        }

        #expect(failures > 150, "most mutations break the page")
        #expect(failuresInsideResults > 0, "errors name the failing key path")
    }

    @Test(arguments: [
        (#""status":"Dead""#, #""status":false"#, "results[0].status"),
        (#""origin":{"name":"#, #""origin":{"nome":"#, "results[0].origin.name"),
        (#""count":"#, #""kount":"#, "info.count"),
        (#""episode":["#, #""episode":[7,"#, "results[0].episode[0]"),
    ])
    func aWrongValueIsADecodingErrorAtItsKeyPath(original: String, replacement: String, path: String) async throws {
        let valid = String(decoding: try await Self.validPageBody(), as: UTF8.self)
        let range = try #require(valid.range(of: original))
        let spoiled = valid.replacingCharacters(in: range, with: replacement)

        let outcome = Self.decode(Array(spoiled.utf8))

        guard case .failure(.decoding(let failingPath, _, _)) = outcome else {
            Issue.record("expected a decoding error, got \(outcome)")
            return
        }
        #expect(failingPath == path)
    }

    // MARK: - Helpers

    /// Lets other tasks run now and then: the loopback tests' servers answer on the same few pool threads.
    private static func yieldNowAndThen(_ round: Int) async {
        if round.isMultiple(of: 20) {
            await Task.yield()
        }
    }

    private static func decode(_ bytes: [UInt8]) -> Result<CharacterPageDTO, NetworkError> {
        Result { () throws(NetworkError) in try decodeJSON(CharacterPageDTO.self, from: Data(bytes), url: url) }
    }

    /// A page of the bundled sample exactly as the replica serves it, filtered to a few results to keep decoding
    /// quick in debug and TSan builds.
    private static func validPageBody() async throws -> [UInt8] {
        let base = try #require(URL(string: "http://127.0.0.1:1/api"))
        let api = ReplicaAPI(dataset: try LoopbackReplica.sample.get(), baseURL: base)
        let response = await api.response(
            to: HTTPServerRequest(method: "GET", target: "/api/character?species=alien&status=dead"))
        let body = Array(response.body)
        #expect(throws: Never.self) { try decodeJSON(CharacterPageDTO.self, from: Data(body), url: url) }
        return body
    }
}
