import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension AppEndToEnd.CommandLane {
    /// A detail's `--json` `item` is the server's record exactly as the server sent it: every field, its spelling
    /// and case, its addresses; the App's reading of it (ids, the image's state) sits beside it under `values`.
    @Suite("App: the JSON item is the server's record")
    struct RecordFidelityTests {
        static let details: [(command: String, path: String, ids: [Int])] = [
            ("character", "character", [1, 19, 64, 826]),
            ("episode", "episode", [1, 10, 21]),
            ("location", "location", [1, 3, 20]),
        ]

        @Test func eachDetailsItemEqualsTheServersOwnJSONFieldByField() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let server = try RunningApp(["serve"])
            let base = try #require(await server.nextLine())

            var failure: (any Error)?
            do {
                for detail in Self.details {
                    for id in detail.ids {
                        try await compare(detail.command, path: detail.path, id: id, base: base, cache: cache)
                    }
                }
            } catch {
                failure = error
            }
            _ = await server.terminate()
            if let failure { throw failure }
        }

        private func compare(_ command: String, path: String, id: Int, base: String, cache: CacheDirectory)
            async throws
        {
            let url = try #require(URL(string: "\(base)/\(path)/\(id)"))
            let (body, _) = try await URLSession.shared.data(from: url)
            let served = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
            let run = try await AppProcess.run(["--api", base, "--json", command, "\(id)"] + cache.arguments)
            let line = try #require(run.outputLines.first, "\(run)")
            let screen = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let item = try #require(screen["item"] as? [String: Any], "\(command) \(id): \(line)")

            #expect(Set(item.keys) == Set(served.keys), "\(command) \(id)")
            for (key, value) in served {
                #expect(
                    item[key].map { NSDictionary(dictionary: [key: $0]).isEqual(to: [key: value]) } == true,
                    "\(command) \(id) .\(key): \(item[key] ?? "missing") against the server's \(value)")
            }
            #expect(screen["values"] is [String: Any], "the App's reading beside the record")
        }

        @Test func aCharactersStatusIsTheAPIsWordAndTheTextScreenCapitalisesIt() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }

            let text = try await AppProcess.run(["character", "19"] + cache.arguments)
            let json = try await AppProcess.run(["--json", "character", "19"] + cache.arguments)

            let screen = try #require(
                try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let item = try #require(screen["item"] as? [String: Any])
            #expect(item["status"] as? String == "unknown")
            #expect(screen["source"] as? String == "cache", "the text run before saved it")
            #expect(text.standardOutput.contains("Status:   Unknown"), "\(text)")
        }
    }
}
