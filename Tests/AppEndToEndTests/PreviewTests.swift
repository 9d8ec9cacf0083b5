import AppCatalog
import AppRuntime
import Testing

extension AppEndToEnd.ScriptLane {
    /// Each feature's preview: the App with that feature alone.
    @Suite("Feature previews")
    struct PreviewTests {
        @Test func everyFeaturesPreviewIsBuilt() {
            for feature in FeatureCatalog.app.features {
                #expect(AppExecutable.previews().contains(FeatureContract.preview(of: feature)))
            }
        }

        @Test func everyPreviewRunsItsFeaturesDemoWithNoCommand() async throws {
            for preview in AppExecutable.previews() {
                let run = try await AppProcess.run([], executable: preview)

                #expect(run.status == 0, "\(preview): \(run)")
                #expect(run.standardOutput.contains(" checks passed in "), "\(preview): \(run)")
            }
        }

        @Test func aPreviewsHelpIsTitledWithItsNameAndListsItsOwnCommandsAndOptions() async throws {
            let help = try await AppProcess.run(["--help"], executable: "CharactersPreview")

            #expect(help.standardOutput.hasPrefix("CharactersPreview "))
            #expect(help.standardOutput.contains("  --fixtures "))
            #expect(help.standardOutput.contains("  --failure-rate R "))
            #expect(!help.standardOutput.contains("episodes ["))
        }

        @Test func aPreviewKnowsOnlyItsOwnFeaturesCommands() async throws {
            let help = try await AppProcess.run(["--help"], executable: "EpisodesPreview")
            let other = try await AppProcess.run(["characters"], executable: "EpisodesPreview")

            #expect(help.status == 0)
            #expect(help.standardOutput.contains("  episodes [--page N] [--name X] [--code C] [--season N]"))
            #expect(!help.standardOutput.contains("characters ["))
            #expect(other.status == 2)
            #expect(other.standardError == "unknown command 'characters'; see 'EpisodesPreview --help'\n")
        }

        @Test func aPreviewSaysWhenAnItemOpensAFeatureItDoesNotHave() async throws {
            let run = try await AppProcess.run(["shell"], input: "episode 1\nopen 1\n", executable: "EpisodesPreview")

            #expect(run.status == 0, "\(run)")
            #expect(run.standardError.contains("could not open 'character 1': no feature of this command shows it"))
        }
    }
}
