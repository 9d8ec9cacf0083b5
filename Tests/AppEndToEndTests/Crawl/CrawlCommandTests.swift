import APIReplica
import AppCatalog
import AppRuntime
import Foundation
import Networking
import Storage
import TestSupport
import Testing

extension AppEndToEnd.CommandLane {
    @Suite("App: crawl and cache")
    struct CrawlCommandTests {
        @Test func crawlLoadsEveryPageAndASecondCrawlSendsNoRequest() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }

            let first = try await AppProcess.run(["crawl", "--verbose"] + cache.arguments)
            let second = try await AppProcess.run(["crawl", "--verbose"] + cache.arguments)

            // The lists are the features' contributions: the sample's 3 character and 2 episode pages at least.
            let pages = try #require(Self.number(in: first.standardOutput, after: "  pages:      "), "\(first)")
            #expect(first.status == 0, "\(first)")
            #expect(first.standardOutput.hasPrefix("crawl complete in "))
            #expect(pages >= 5)
            #expect(
                first.standardOutput.contains("  pages:      \(pages) of \(pages) (\(pages) fetched, 0 from cache)"))
            #expect(first.standardError.contains(" pages (character 3, episode 2"), "\(first)")
            #expect(second.status == 0, "\(second)")
            #expect(
                second.standardOutput.contains("  pages:      \(pages) of \(pages) (0 fetched, \(pages) from cache)"))
            #expect(second.standardError.contains("[metrics] 0 requests"), "\(second)")
        }

        @Test func cacheStatsVerifyAndClearReportOnWhatACrawlStored() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let crawl = try await AppProcess.run(["crawl", "--images"] + cache.arguments)
            #expect(crawl.status == 0, "\(crawl)")

            let stats = try await AppProcess.run(["cache", "stats"] + cache.arguments)
            let verify = try await AppProcess.run(["cache", "verify"] + cache.arguments)
            try corruptOneEntryFile(in: cache.url)
            let damaged = try await AppProcess.run(["cache", "verify"] + cache.arguments)
            let clear = try await AppProcess.run(["cache", "clear"] + cache.arguments)
            let emptied = try await AppProcess.run(["cache", "stats"] + cache.arguments)

            #expect(stats.status == 0, "\(stats)")
            // 58 avatars, and a bundle of pages and the index of the characters and of the episodes, plus whatever
            // other features contribute; no entry per page or per item.
            let entries = try #require(Self.number(in: stats.standardOutput, after: "  disk:   "), "\(stats)")
            #expect(entries >= 58 + 2 + 2)
            #expect(entries < 58 + 7 + 3, "the 7 pages are kept in bundles, the items' details answered from them")
            #expect(verify.status == 0, "\(verify)")
            #expect(verify.standardOutput.hasPrefix("cache verified: \(entries) intact"), "\(verify)")
            #expect(damaged.status == 1, "\(damaged)")
            #expect(damaged.standardOutput.hasPrefix("cache damaged: \(entries - 1) intact"), "\(damaged)")
            #expect(damaged.standardOutput.contains("  removed "), "\(damaged)")
            #expect(clear.status == 0, "\(clear)")
            #expect(clear.standardOutput.hasPrefix("cache cleared: removed \(entries - 1) entries"), "\(clear)")
            #expect(emptied.standardOutput.contains("  disk:   0 entries, 0 B"), "\(emptied)")
        }

        @Test func afterACrawlEveryCommandIsServedWithTheServerGone() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let (base, crawl) = try await cache.crawlThenStopServer(["--images"])
            let offline = ["--api", base] + cache.arguments
            let characters = try await AppProcess.run(offline + ["characters", "--page", "2"])
            let character = try await AppProcess.run(offline + ["character", "122"])
            let image = try await AppProcess.run(offline + ["image", "122"])
            let episodes = try await AppProcess.run(offline + ["episodes", "--page", "2"])
            let episode = try await AppProcess.run(offline + ["episode", "21", "--all"])
            let locations = try await AppProcess.run(offline + ["locations"])
            let location = try await AppProcess.run(offline + ["location", "20"])

            #expect(crawl.status == 0, "\(crawl)")
            for run in [characters, character, image, episodes, episode, locations, location] {
                #expect(run.status == 0, "\(run)")
                #expect(!run.standardOutput.contains("Error"), "\(run)")
            }
            #expect(characters.standardOutput.contains("[122] Fart"), "\(characters)")
            #expect(character.standardOutput.hasPrefix("Fart\n"), "\(character)")
            #expect(character.standardOutput.contains("[13] S02E02 · Mortynight Run"), "\(character)")
            #expect(character.standardOutput.contains("Image:    loaded 1.8 kB from disk"), "\(character)")
            #expect(episodes.standardOutput.contains("[21] S02E10 · The Wedding Squanchers"), "\(episodes)")
            #expect(episode.standardOutput.hasPrefix("The Wedding Squanchers\n"), "\(episode)")
            #expect(episode.standardOutput.contains("[331] Squanchy — Unknown · Alien"), "\(episode)")
            #expect(locations.standardOutput.contains("[20] Earth (Replacement Dimension)"), "\(locations)")
            #expect(location.standardOutput.hasPrefix("Earth (Replacement Dimension)\n"), "\(location)")
            #expect(location.standardOutput.contains("Residents\n  ["), "\(location)")
        }

        @Test func afterACrawlFilteredListsSearchesAndEveryDemoShowWhatTheyShowedOnlineWithTheServerGone() async throws
        {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let server = try RunningApp(["serve"])
            let base = try #require(await server.nextLine())
            let commands =
                [
                    ["characters", "--name", "rick"], ["characters", "--status", "dead", "--species", "alien"],
                    ["characters", "--status", "alive", "--page", "2"], ["episodes", "--season", "2"],
                    ["locations", "--type", "planet"], ["locations", "--dimension", "unknown"],
                    ["characters", "--name", "nobody at all"], ["demo", "tour"],
                ] + FeatureCatalog.app.demos.map { ["demo", $0.name] }
            var online: [[String]: AppRun] = [:]
            for command in commands {
                online[command] = try await AppProcess.run(["--api", base, "--no-cache"] + command)
            }
            let crawl = try await AppProcess.run(["--api", base, "crawl", "--images"] + cache.arguments)
            _ = await server.terminate()
            // The same server, spelled another way.
            let respelled = base.replacingOccurrences(of: "http://", with: "HTTP://") + "/"

            #expect(crawl.status == 0, "\(crawl)")
            for command in commands {
                let offline = try await AppProcess.run(["--api", respelled] + cache.arguments + command)
                let shown = try #require(online[command])

                #expect(offline.status == 0, "\(command): \(offline)")
                #expect(Self.rows(offline) == Self.rows(shown), "\(command): \(offline)\nonline: \(shown)")
                // Every screen with rows says how old they are: saved by the crawl, or answered from what it saved.
                let json = try await AppProcess.run(["--json", "--api", respelled] + cache.arguments + command)
                #expect(try Self.screensWithRows(json).allSatisfy { $0["savedAt"] != nil }, "\(command): \(json)")
                if command[0] != "demo", command != ["characters", "--name", "nobody at all"] {
                    // A filter or search the crawl never asked for is answered offline from the crawled pages.
                    #expect(offline.standardOutput.contains("Note: Offline: showing saved data from"), "\(offline)")
                }
            }
        }

        /// The screens a `--json` run printed that show rows.
        private static func screensWithRows(_ run: AppRun) throws -> [[String: Any]] {
            try run.outputLines.compactMap { line in
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            }.filter { screen in
                (screen["sections"] as? [[String: Any]] ?? []).contains { !($0["rows"] as? [Any] ?? []).isEmpty }
            }
        }

        /// What a run shows, without what says where or when the data came from and how long the run took.
        private static func rows(_ run: AppRun) -> [String] {
            run.outputLines.filter { line in
                !line.hasPrefix("Note: ") && !line.contains("passed in")
                    && !["from network", "from disk", "from memory"].contains { line.contains($0) }
            }
        }

        // `serve` says `no-cache`: each load asks the server first, so with it gone a load and a refresh alike show the
        // saved data marked offline.
        @Test func afterACrawlALoadOrARefreshWithTheServerGoneShowsTheSavedDataMarkedOffline() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let (base, crawl) = try await cache.crawlThenStopServer()
            let script = try ScriptFile(
                "characters\nexpect Offline: showing saved data from\nrefresh\nexpect Offline: showing saved data from\n"
                    + "expect [1] Rick Sanchez\n"
            )
            defer { script.remove() }

            let run = try await AppProcess.run(["--api", base, "demo", script.path] + cache.arguments)

            #expect(crawl.status == 0, "\(crawl)")
            #expect(run.status == 0, "\(run)")
        }

        @Test func crawlAgainstAServerThatIsDownIsAClearExitOneWithinSeconds() async throws {
            let run = try await AppProcess.run(["--api", "http://127.0.0.1:1/api", "crawl", "--no-cache"])

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.hasPrefix("crawl incomplete in "), "\(run)")
            let failures = try #require(Self.number(in: run.standardOutput, after: "  failures:   "), "\(run)")
            #expect(failures >= 2, "one page 1 per list the features contribute")
            let line = "    could not reach 127.0.0.1:1: connection refused (\(failures) loads)"
            #expect(run.outputLines.filter { $0.contains("127.0.0.1") } == [line], "one line names the host: \(run)")
            #expect(!run.standardOutput.contains("URLError"), "\(run)")
            #expect(!run.standardError.contains("100%"), "nothing was done: \(run)")
        }

        /// The whole number that follows `prefix` in `text`, such as the 189 of "  disk:   189 entries".
        private static func number(in text: String, after prefix: String) -> Int? {
            guard let range = text.range(of: prefix) else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }

        /// Flips the last byte of one entry file.
        private func corruptOneEntryFile(in directory: URL) throws {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            let name = try #require(names.first { $0.hasSuffix(".entry") }, "\(names)")
            let file = directory.appendingPathComponent(name)
            var data = try Data(contentsOf: file)
            let last = try #require(data.indices.last)
            data[last] ^= 0xFF
            try data.write(to: file)
        }
    }
}
