import Foundation
import Testing

extension AppEndToEnd.CommandLane {
    /// `--offline` answers from the cache and the crawl without a request; a stopped server on this machine is
    /// offline at once, without retries.
    @Suite("App: offline")
    struct OfflineTests {
        @Test func afterACrawlOfflineAnswersListsFiltersAndDetailsWithoutARequest() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let (base, crawl) = try await cache.crawlThenStopServer()

            let list = try await AppProcess.run(
                ["--api", base, "--offline", "--verbose", "characters", "--name", "rick"] + cache.arguments)
            let missing = try await AppProcess.run(
                ["--api", base, "--offline", "--verbose", "character", "99999"] + cache.arguments)
            let stopped = try await AppProcess.run(
                ["--api", base, "--verbose", "episodes", "--season", "2"] + cache.arguments)

            #expect(crawl.status == 0, "\(crawl)")
            #expect(list.status == 0, "\(list)")
            #expect(list.standardOutput.contains("Rick Sanchez"), "\(list)")
            #expect(list.standardError.contains("[metrics] 0 requests,"), "no request with --offline: \(list)")
            #expect(missing.status == 1, "\(missing)")
            #expect(missing.standardOutput.contains("Character 99999 was not found."), "\(missing)")
            #expect(missing.standardError.contains("[metrics] 0 requests,"), "\(missing)")
            #expect(stopped.status == 0, "\(stopped)")
            #expect(stopped.standardOutput.contains("S02E01"), "\(stopped)")
            #expect(stopped.standardError.contains("0 retried"), "a refused connection here is not retried: \(stopped)")
        }

        @Test func whatACrawlAnswersWithTheServerStoppedSaysOfflineAndWhenItWasSaved() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let (base, crawl) = try await cache.crawlThenStopServer()

            #expect(crawl.status == 0, "\(crawl)")
            for command in [["characters", "--name", "rick"], ["character", "99999"], ["episodes", "--season", "9"]] {
                let run = try await AppProcess.run(["--api", base, "--json"] + command + cache.arguments)
                let line = try #require(run.outputLines.first, "\(run)")
                let screen = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])

                #expect(screen["source"] as? String == "offline", "\(command): \(line)")
                #expect((screen["savedAt"] as? String)?.hasSuffix("Z") == true, "\(command): \(line)")
            }
            let data = ["--data-dir", cache.url.appendingPathComponent("data").path]
            let shell = try await AppProcess.run(
                ["--api", base, "--json", "shell"] + data + cache.arguments, input: "favorite 99999\n")
            #expect(shell.standardOutput.contains(#""source":"offline""#), "a failed action says it too: \(shell)")
        }

        @Test func everyScreenAnsweredOfflineSaysItShowsSavedDataAndOffersNoNetworkAction() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let (base, crawl) = try await cache.crawlThenStopServer()
            let commands = [
                ["characters"], ["character", "1"], ["character", "99999"], ["episode", "1"], ["location", "3"],
                ["episodes", "--page", "9"], ["characters", "--name", "nobody at all"],
            ]

            #expect(crawl.status == 0, "\(crawl)")
            for command in commands {
                let run = try await AppProcess.run(["--api", base, "--offline"] + command + cache.arguments)
                let json = try await AppProcess.run(["--api", base, "--offline", "--json"] + command + cache.arguments)

                #expect(run.standardOutput.contains("Note: Offline: showing saved data from"), "\(command): \(run)")
                #expect(!run.standardOutput.contains("retry with"), "the images were not crawled: \(run)")
                #expect(json.standardOutput.contains(#""notices":["Offline: showing saved data from"#), "\(json)")
                #expect(!json.standardOutput.contains(#""canRetry":true"#), "\(command): \(json)")
            }
        }

        @Test func offlineWithNothingSavedSaysSoAndSendsNothing() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }

            let run = try await AppProcess.run(["--offline", "--verbose", "character", "1"] + cache.arguments)

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.contains("This isn't saved for offline use yet."), "\(run)")
            let json = try await AppProcess.run(["--offline", "--json", "character", "1"] + cache.arguments)
            #expect(json.standardOutput.contains(#""source":"offline""#), "\(json)")
            #expect(run.standardError.contains("[metrics] 0 requests,"), "\(run)")
        }

        @Test func offlineWithoutACacheIsBadInput() async throws {
            let run = try await AppProcess.run(["--offline", "--no-cache", "characters"])

            #expect(run.status == 2, "\(run)")
        }
    }
}
