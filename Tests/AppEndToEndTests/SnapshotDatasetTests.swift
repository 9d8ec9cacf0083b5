import AppCatalog
import AppRuntime
import Foundation
import TestSupport
import Testing

extension AppEndToEnd.CommandLane {
    @Suite("App: the full API snapshot")
    struct SnapshotDatasetTests {
        @Test(.enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)))
        func filteringTheFullSnapshotGivesTwoPagesOfLivingRicks() async throws {
            let directory = try #require(SnapshotLocation.directory())

            let run = try await AppProcess.run(
                ["--dataset", directory.path, "characters", "--name", "rick", "--status", "alive", "--no-cache"])

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.contains("Page 1 of 2 · name: rick, status: alive"))
        }

        @Test(.enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)))
        func theTourPassesItsExpectationsOnTheFullSnapshot() async throws {
            let directory = try #require(SnapshotLocation.directory())

            let run = try await AppProcess.run(["--dataset", directory.path, "--no-cache"])

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.contains("Page 2 of 42"))
            #expect(run.standardOutput.contains("Evil Rick"))
            #expect(run.standardOutput.contains("S02E10 · The Wedding Squanchers"))
        }

        @Test(.enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)))
        func inTheShellLocationTwentyShowsTwentyOfItsResidentsAndHowManyMore() async throws {
            let directory = try #require(SnapshotLocation.directory())

            let run = try await AppProcess.run(
                ["--dataset", directory.path, "shell", "--no-cache"], input: "location 20\n")

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  [") }.count == 20)
            #expect(run.standardOutput.contains("… and 210 more ('more' shows them)"))
        }

        @Test(
            .enabled(if: SnapshotLocation.directory() != nil, Comment(rawValue: SnapshotLocation.missingReason)),
            arguments: FeatureCatalog.app.demos.map(\.name)
        )
        func everyBundledDemoPassesItsExpectationsOnTheFullSnapshot(demo: String) async throws {
            let directory = try #require(SnapshotLocation.directory())

            let run = try await AppProcess.run(["--dataset", directory.path, "demo", demo, "--no-cache"])

            #expect(run.status == 0, "demo \(demo): \(run)")
        }
    }
}
