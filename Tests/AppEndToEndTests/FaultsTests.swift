import Foundation
import Testing

extension AppEndToEnd.CommandLane {
    /// The App against `serve --faults`: what a retry can help is retried, and what cannot is a clear exit 1.
    @Suite("App: faults")
    struct FaultsTests {
        @Test(arguments: ["truncate", "drop"])
        func anAnswerCutOffOrDroppedEveryTimeIsTriedSeveralTimesThenAClearExitOne(kind: String) async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let server = try RunningApp(["serve", "--faults", "rate=1,kinds=\(kind)"])
            let base = try #require(await server.nextLine())
            let port = try #require(URL(string: base)?.port)

            let run = try await AppProcess.run(["--api", base, "--verbose", "character", "1"] + cache.arguments)
            _ = await server.terminate()

            #expect(run.status == 1, "\(run)")
            #expect(run.standardError.contains("(attempt 3)"), "\(run)")
            #expect(run.standardError.contains("[metrics] 3 requests, 0 bytes received, 3 failed, 2 retried"), "\(run)")
            #expect(
                run.errorLines.contains("Couldn't reach the server at 127.0.0.1:\(port). Check the connection."),
                "\(run)")
        }

        @Test func aCrawlThroughHalfTheAnswersSpoiledCompletesAndVerifies() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let spec = "rate=0.5,kinds=all,slow=300ms,retry-after=1,seed=1"
            let server = try RunningApp(["serve", "--faults", spec])
            let base = try #require(await server.nextLine())

            let crawl = try await AppProcess.run(
                ["--api", base, "crawl", "--images", "--concurrency", "8"] + cache.arguments)
            _ = await server.terminate()
            let verify = try await AppProcess.run(["cache", "verify"] + cache.arguments)
            let offline = try await AppProcess.run(["--api", base, "episode", "1"] + cache.arguments)

            #expect(crawl.status == 0, "\(crawl)")
            #expect(crawl.standardOutput.hasPrefix("crawl complete in "), "\(crawl)")
            #expect(verify.status == 0, "\(verify)")
            #expect(offline.status == 0, "\(offline)")
            #expect(offline.standardOutput.contains("[2] Morty Smith — Alive · Human"), "\(offline)")
        }
    }
}
