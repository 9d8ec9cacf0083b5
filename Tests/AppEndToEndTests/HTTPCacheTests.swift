import Foundation
import Testing

extension AppEndToEnd.CommandLane {
    @Suite("App: the cache follows HTTP")
    struct HTTPCacheTests {
        @Test func aRestartedServerWithAnEditedRecordIsSeenAtOnceAndAnUnchangedOneCostsOne304() async throws {
            let (cache, dataset) = (CacheDirectory(), try SampleDatasetCopy())
            defer {
                cache.remove()
                dataset.remove()
            }
            var server = try RunningApp(["serve", "--dataset", dataset.path])
            let base = try #require(await server.nextLine())
            let port = try #require(URL(string: base)?.port)
            let command = ["--api", base, "character", "1", "--verbose"] + cache.arguments
            let first = try await AppProcess.run(command)

            _ = await server.terminate()
            server = try await Self.serve(dataset, on: port, at: base)
            let unchanged = try await AppProcess.run(command)
            _ = await server.terminate()
            try dataset.rename("Rick Sanchez", to: "Rick Edited")
            server = try await Self.serve(dataset, on: port, at: base)
            let edited = try await AppProcess.run(command)
            _ = await server.terminate()
            let offline = try await AppProcess.run(command + ["--offline"])

            #expect(first.standardOutput.contains("Rick Sanchez"), "\(first)")
            #expect(
                Self.requests(for: "\(base)/character/1", in: unchanged) == ["-> 304, 0 bytes, conditional"],
                "\(unchanged)")
            #expect(unchanged.standardOutput.contains("Rick Sanchez"), "\(unchanged)")
            #expect(Self.requests(for: "\(base)/character/1", in: edited).first?.hasPrefix("-> 200, ") == true)
            #expect(edited.standardOutput.contains("Rick Edited"), "\(edited)")
            #expect(!edited.standardOutput.contains("Rick Sanchez"), "\(edited)")
            #expect(offline.standardError.contains("[metrics] 0 requests,"), "--offline sends nothing: \(offline)")
            #expect(offline.standardOutput.contains("Rick Edited"), "\(offline)")
        }

        @Test func refreshAsksAboutEverythingTheCommandShowsAndWhatIsUnchangedCostsA304() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let command = ["character", "1", "--verbose"] + cache.arguments

            _ = try await AppProcess.run(command)
            let kept = try await AppProcess.run(command)
            let refreshed = try await AppProcess.run(command + ["--refresh", "--json"])

            #expect(
                kept.standardError.contains("[metrics] 0 requests,"), "the embedded replica's answers are immutable")
            let metrics = try #require(refreshed.errorLines.last { $0.hasPrefix("[metrics] ") }, "\(refreshed)")
            let requests = try #require(Int(metrics.dropFirst("[metrics] ".count).prefix { $0.isNumber }))
            #expect(requests > 0)
            #expect(metrics.contains(" 0 bytes received,"), "\(refreshed)")
            #expect(metrics.hasSuffix(", \(requests) not modified"), "\(refreshed)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data((refreshed.outputLines.first ?? "").utf8))
                    as? [String: Any])
            #expect(document["source"] as? String == "network", "confirmed by the server just now")
        }

        @Test func aSecondCrawlOfAServerThatSaysNoCacheCountsItsPagesAsConfirmedByTheServerNotFromTheCache()
            async throws
        {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let server = try RunningApp(["serve"])
            let base = try #require(await server.nextLine())

            let first = try await AppProcess.run(["--api", base, "crawl", "--json"] + cache.arguments)
            let second = try await AppProcess.run(["--api", base, "crawl", "--json", "--verbose"] + cache.arguments)
            _ = await server.terminate()

            let pages = try #require(try Self.pages(of: second), "\(second)")
            #expect(try Self.pages(of: first)?["fetched"] as? Int == pages["done"] as? Int, "\(first)")
            #expect(pages["fetched"] as? Int == 0)
            #expect(pages["confirmed"] as? Int == pages["done"] as? Int, "each page a 304: \(second)")
            #expect(pages["fromCache"] as? Int == 0)
            #expect(second.standardError.contains(" 0 bytes received,"), "\(second)")
        }

        // The `pages` object of a crawl's JSON summary.
        private static func pages(of run: AppRun) throws -> [String: Any]? {
            let line = Data((run.outputLines.last ?? "").utf8)
            return (try JSONSerialization.jsonObject(with: line) as? [String: Any])?["pages"] as? [String: Any]
        }

        // `serve --dataset` on `port` again, once it prints the same address as before.
        private static func serve(_ dataset: SampleDatasetCopy, on port: Int, at base: String) async throws
            -> RunningApp
        {
            let server = try RunningApp(["serve", "--dataset", dataset.path, "--port", String(port)])
            let line = await server.nextLine()
            #expect(line == base)
            return server
        }

        // What the `--verbose` log says of each request for `url`: `-> STATUS, N bytes[, conditional]`.
        private static func requests(for url: String, in run: AppRun) -> [String] {
            run.errorLines.compactMap { line in
                let prefix = "[http] GET \(url) "
                return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
            }
        }
    }
}
