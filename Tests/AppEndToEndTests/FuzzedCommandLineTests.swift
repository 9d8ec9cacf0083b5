import Foundation
import TestSupport
import Testing

extension AppEndToEnd.ScriptLane {
    @Suite("App: fuzzed command lines")
    struct FuzzedCommandLineTests {
        /// Random words and bytes as arguments: the App ends with 0, 1 or 2, never a crash (a signal) or a hang.
        @Test func randomCommandLinesEndWithZeroOneOrTwo() async throws {
            var generator = SeededGenerator(seed: 3)
            let words = ["characters", "character", "episode", "cache", "--page", "--api", "--json", "0", "x", "--"]
            for _ in 0..<12 {
                var arguments = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                    words.randomElement(using: &generator) ?? ""
                }
                arguments.append(String(decoding: generator.bytes(count: 4), as: UTF8.self))
                // Never reach a real server or write the user's cache: the API is a closed port, the cache off.
                let run = try await AppProcess.run(
                    arguments + ["--api", "http://127.0.0.1:1/api", "--no-cache"])

                #expect([0, 1, 2].contains(run.status), "\(arguments): \(run)")
            }
        }
    }
}
