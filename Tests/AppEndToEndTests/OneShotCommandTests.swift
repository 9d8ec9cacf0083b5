import Foundation
import Testing

extension AppEndToEnd.CommandLane {
    @Suite("App: one-shot commands on the sample universe")
    struct OneShotCommandTests {
        @Test func charactersShowsTheRequestedPage() async throws {
            let run = try await AppProcess.run(["characters", "--page", "2", "--no-cache"])

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.hasPrefix("Characters\nPage 2 of 3\n"))
            #expect(run.standardOutput.contains("[230] Morty Jr."))
            #expect(run.standardError.isEmpty)
        }

        @Test func characterShowsTheDetailWithEpisodes() async throws {
            let run = try await AppProcess.run(["character", "1", "--no-cache"])

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.hasPrefix("Rick Sanchez\n"))
            #expect(run.standardOutput.contains("Status:"))
            #expect(run.standardOutput.contains("[1] S01E01 · Pilot"))
        }

        @Test func aOneShotDetailShowsTwentyRowsOfALongSectionWithoutActionsAndAllShowsEveryRow() async throws {
            let cut = try await AppProcess.run(["character", "1", "--no-cache"])
            let all = try await AppProcess.run(["character", "1", "--all", "--no-cache"])

            #expect(cut.status == 0 && all.status == 0, "\(cut)\n\(all)")
            let rows = { (run: AppRun) in run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  [") }.count
            }
            #expect(rows(cut) == 20, "Rick links 51 episodes, the sample has 21: \(cut)")
            #expect(cut.standardOutput.contains("… and 31 more (--all shows them)"))
            #expect(!cut.standardOutput.contains("actions:"), "nothing is left to type after a one-shot command")
            #expect(rows(all) == 21, "\(all)")
            #expect(!all.standardOutput.contains("more"))
        }

        @Test func aDetailLoadsOnlyTheRowsItShowsAndAllLoadsTheRest() async throws {
            let cache = CacheDirectory()
            defer { cache.remove() }
            let shown = try await AppProcess.run(["location", "20", "--verbose"] + cache.arguments)
            let all = try await AppProcess.run(["location", "20", "--all", "--verbose", "--no-cache"])

            #expect(shown.status == 0 && all.status == 0, "\(shown)\n\(all)")
            #expect(shown.standardError.contains("[metrics] 2 requests,"), "the location and 20 residents: \(shown)")
            #expect(shown.standardOutput.contains("… and 210 more (--all shows them)"), "\(shown)")
            #expect(all.standardError.contains("[metrics] 13 requests,"), "the location and its 230 residents: \(all)")
            #expect(!all.standardOutput.contains("more ("), "\(all)")
        }

        @Test func episodesShowsTheSeasons() async throws {
            let run = try await AppProcess.run(["episodes", "--no-cache"])

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.hasPrefix("Episodes\n"))
            #expect(run.standardOutput.contains("Season 1\n"))
            #expect(run.standardOutput.contains("[1] S01E01 · Pilot — 2013-12-02"))
        }

        @Test func episodeShowsTheCast() async throws {
            let run = try await AppProcess.run(["episode", "1", "--no-cache"])

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.hasPrefix("Pilot\n"))
            #expect(run.standardOutput.contains("Cast"))
            #expect(run.standardOutput.contains("[1] Rick Sanchez — Alive · Human"))
        }

        @Test func imageLoadsTheCharactersImage() async throws {
            let run = try await AppProcess.run(["image", "2", "--no-cache"])

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.contains("Morty Smith"))
            #expect(run.standardOutput.contains("loaded"))
            #expect(run.standardOutput.contains("from network"))
        }

        @Test func jsonPrintsOneJSONObjectPerScreen() async throws {
            let run = try await AppProcess.run(["--json", "characters", "--no-cache"])

            let lines = run.standardOutput.split(separator: "\n")
            #expect(run.status == 0, "\(run)")
            #expect(lines.count == 1)
            let object = try JSONSerialization.jsonObject(with: Data(try #require(lines.first).utf8)) as? [String: Any]
            #expect(object?["title"] as? String == "Characters")
            #expect(object?["subtitle"] as? String == "Page 1 of 3")
        }

        @Test func anImageThatFailsToLoadIsAClearExitOneBelowTheCharacter() async throws {
            let run = try await AppProcess.run(["--failure-rate", "1", "image", "1", "--no-cache"])

            #expect(run.status == 1, "\(run)")
            #expect(run.standardOutput.hasPrefix("Rick Sanchez\n"), "\(run)")
            #expect(
                run.standardError == "The image of character 1 could not be loaded: Simulated failure (attempt 1).\n")
        }

        @Test func aFailureSeedMakesTheSimulatedImageFailuresRepeatable() async throws {
            let seeded = ["--failure-rate", "0.5", "characters", "--images", "--no-cache", "--failure-seed"]

            let first = try await AppProcess.run(seeded + ["7"])
            let again = try await AppProcess.run(seeded + ["7"])
            let other = try await AppProcess.run(seeded + ["8"])

            #expect(first.status == 0, "\(first)")
            #expect(first.standardOutput.contains("image: failed"), "\(first)")
            #expect(first.standardOutput.contains("image: loaded"), "\(first)")
            #expect(again.standardOutput == first.standardOutput)
            #expect(other.standardOutput != first.standardOutput, "another seed fails other images")
        }

        @Test func anUnknownCharacterIsAClearExitOne() async throws {
            let run = try await AppProcess.run(["character", "9999", "--no-cache"])

            #expect(run.status == 1, "\(run)")
            #expect(run.standardError == "Character 9999 was not found.\n")
        }

        @Test(arguments: [["characters"], ["character", "1"], ["episodes"], ["episode", "1"], ["image", "1"]])
        func aServerThatIsDownIsAClearExitOneWithinSeconds(command: [String]) async throws {
            let run = try await AppProcess.run(["--api", "http://127.0.0.1:1/api"] + command + ["--no-cache"])

            #expect(run.status == 1, "\(run)")
            #expect(run.standardError.contains("Couldn't reach the server at 127.0.0.1:1."), "\(run)")
            #expect(run.errorLines.count == 1)
        }
    }
}
