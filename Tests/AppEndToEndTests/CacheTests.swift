import Foundation
import Testing

extension AppEndToEnd.CommandLane {
    @Suite("App: the on-disk cache")
    struct CacheTests {
        @Test func aSecondRunWithTheSameCacheDirSendsNoRequests() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }

            let first = try await AppProcess.run(["characters", "--images", "--verbose"] + cache.arguments)
            let second = try await AppProcess.run(["characters", "--images", "--verbose"] + cache.arguments)

            #expect(first.status == 0, "\(first)")
            #expect(first.standardError.contains("[http] GET "), "the first run fetches the page and its images")
            #expect(!first.standardError.contains("[metrics] 0 requests"))
            #expect(second.status == 0, "\(first)\n\(second)")
            #expect(second.standardError.contains("[metrics] 0 requests"), "\(first)\n\(second)")
            #expect(second.standardOutput.contains("[1] Rick Sanchez — Alive · Human · image: loaded 1.8 kB from disk"))
            #expect(!second.standardOutput.contains("from network"))
        }

        @Test func anEditedDatasetIsNeverAnsweredFromTheEntriesOfWhatItWasBefore() async throws {
            let (cache, dataset) = (CacheDirectory(), try SampleDatasetCopy())
            defer {
                cache.remove()
                dataset.remove()
            }
            let arguments = ["--dataset", dataset.path, "character", "1"] + cache.arguments

            let before = try await AppProcess.run(arguments)
            try dataset.rename("Rick Sanchez", to: "Rick Edited")
            let after = try await AppProcess.run(arguments)
            let again = try await AppProcess.run(arguments + ["--verbose"])

            #expect(before.standardOutput.contains("Rick Sanchez"), "\(before)")
            #expect(after.standardOutput.contains("Rick Edited"), "\(after)")
            #expect(!after.standardOutput.contains("Rick Sanchez"), "\(after)")
            #expect(again.standardError.contains("[metrics] 0 requests"), "the edited data is cached in turn: \(again)")
        }

        @Test func addressesReadFromTheCachePointAtTheServerOfThisRun() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }

            _ = try await AppProcess.run(["--json", "character", "19"] + cache.arguments)
            let second = try await AppProcess.run(["--json", "character", "19", "--verbose"] + cache.arguments)

            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(second.outputLines.first?.utf8 ?? "".utf8))
                    as? [String: Any])
            let item = try #require(document["item"] as? [String: Any])
            let url = try #require(item["url"] as? String)
            let image = try #require(item["image"] as? String)
            #expect(second.standardError.contains("[metrics] 0 requests"), "read from the cache: \(second)")
            #expect(url.hasSuffix("/api/character/19"))
            #expect(url.dropLast("/character/19".count) == image.dropLast("/character/avatar/19.jpeg".count))
        }

        @Test func dataFetchedBeforeTheServerWentDownIsStillShown() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let server = try RunningApp(["serve"])
            let base = try #require(await server.nextLine())

            let online = try await AppProcess.run(["--api", base, "characters", "--page", "2"] + cache.arguments)
            _ = await server.terminate()
            let offline = try await AppProcess.run(["--api", base, "characters", "--page", "2"] + cache.arguments)

            #expect(online.status == 0, "\(online)")
            #expect(offline.status == 0, "\(offline)")
            #expect(offline.standardOutput.contains("Page 2 of 3"))
            #expect(offline.standardOutput.contains("[230] Morty Jr."))
        }
    }
}
