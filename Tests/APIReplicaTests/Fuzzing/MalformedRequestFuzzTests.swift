import APIReplica
import Foundation
import TestSupport
import Testing

@Suite("The replica fuzzed with malformed HTTP over raw sockets", .hangGuard)
struct MalformedRequestFuzzTests {
    @Test(arguments: MalformedRequest.allCases)
    func badInputNeverStopsTheReplicaFromServingAValidRequest(kind: MalformedRequest) async throws {
        let replica = try WireReplica(dataset: try ReplicaDataset.bundledSample())
        defer { replica.server.stop() }
        var generator = SeededGenerator(seed: 0xF022_0000 + UInt64(MalformedRequest.allCases.firstIndex(of: kind) ?? 0))
        let cases = (0..<24).map { _ in kind.bytes(using: &generator) }

        let (statuses, problems) = try await onDedicatedThread { () -> ([Int?], [String]) in
            var statuses: [Int?] = []
            var problems: [String] = []
            for (index, bytes) in cases.enumerated() {
                switch Self.exchange(bytes, port: replica.port) {
                case .success(let status): statuses.append(status)
                case .failure(let problem): problems.append("case \(index): \(problem.text)")
                }
                if index.isMultiple(of: 6), let problem = Self.checkServesAValidRequest(port: replica.port) {
                    problems.append("after case \(index): \(problem)")
                }
            }
            return (statuses, problems)
        }

        #expect(problems.isEmpty)
        if kind == .hugeHeader {
            #expect(statuses.allSatisfy { $0 == 431 }, "header sections over the limit are refused with 431")
        }
        let after = try await onDedicatedThread { try RawHTTPClient(port: replica.port).get("/api/character?page=3") }
        #expect(after.status == 200)
        #expect(after.bodyText.hasPrefix(#"{"info":{"count":"#))
    }

    struct Problem: Error {
        let text: String
    }

    /// Sends `bytes`, half-closes, and reads what comes back, which must be nothing or an HTTP/1.1 answer (whose
    /// status it returns).
    private static func exchange(_ bytes: [UInt8], port: UInt16) -> Result<Int?, Problem> {
        do {
            let client = try RawHTTPClient(port: port)
            // The server may refuse and close before taking every byte; what it answered still counts.
            try? client.send(bytes)
            client.closeWriting()
            let answer = try client.readToEnd()
            guard !answer.isEmpty else { return .success(nil) }
            let head = String(decoding: answer.prefix(12), as: UTF8.self)
            guard head.hasPrefix("HTTP/1.1 "), let status = Int(head.dropFirst(9).prefix(3)) else {
                return .failure(Problem(text: "not an HTTP answer: \(head.debugDescription)"))
            }
            return .success(status)
        } catch {
            return .failure(Problem(text: "\(error)"))
        }
    }

    private static func checkServesAValidRequest(port: UInt16) -> String? {
        do {
            let answer = try RawHTTPClient(port: port).get("/api/character?page=1")
            return answer.status == 200 ? nil : "a valid request got \(answer.status)"
        } catch {
            return "a valid request failed: \(error)"
        }
    }
}
