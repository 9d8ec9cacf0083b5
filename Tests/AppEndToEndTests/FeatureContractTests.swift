import AppCatalog
import AppRuntime
import FeatureKit
import FeatureTesting
import Foundation
import SharedPresentation
import TestSupport
import Testing

/// The contract every feature of the App's catalog keeps with the App, one suite run over each of them (a feature
/// added to the catalog, or made by `Scripts/new-feature`, is checked with no new test).
enum FeatureContract {
    /// The names of the catalog's features, such as "characters".
    static let names = FeatureCatalog.app.manifests.map(\.name)

    /// The feature named `name`.
    static func feature(_ name: String) throws -> any FeatureAssembly.Type {
        try #require(FeatureCatalog.app.features.first { $0.manifest.name == name })
    }

    /// The feature's preview executable: `<Name>Preview` for `<Name>Assembly`.
    static func preview(of feature: any FeatureAssembly.Type) -> String {
        folderName(of: feature).dropLast("Feature".count) + "Preview"
    }

    /// The feature's folder under `Features`: `<Name>Feature` for `<Name>Assembly`.
    static func folderName(of feature: any FeatureAssembly.Type) -> String {
        String(String(describing: feature).dropLast("Assembly".count)) + "Feature"
    }
}

extension FeatureContract {
    @MainActor
    @Suite("The feature contract, in process", .hangGuard)
    struct InProcess {
        @Test func theCatalogHasFeaturesToCheck() {
            #expect(!FeatureContract.names.isEmpty)
        }

        @Test(arguments: FeatureContract.names)
        func itsPartsComposeAsTheAppComposesThemWithAPerformerForItsActions(name: String) throws {
            let feature = try FeatureContract.feature(name)
            let app = try FeatureHarness([feature])

            for action in feature.manifest.actions {
                #expect(throws: Never.self) { try app.performer(of: action.name) }
            }
        }

        @Test(arguments: FeatureContract.names)
        func itsPreviewsFixturesAreTheAPIsRecordsAndShowItsList(name: String) async throws {
            let feature = try FeatureContract.feature(name)
            let folder = FeatureContract.folderName(of: feature)
            let app = try FeatureHarness([feature], fixtures: PreviewFixtures.fixtures(of: folder))

            _ = try await app.show(AppRoute(name))

            #expect(app.client.requestCount == 0)
            if let snapshot = SnapshotLocation.directory() {
                #expect(try PreviewFixtures.recordsUnlikeTheSnapshot(of: folder, snapshot: snapshot) == [])
            }
        }

        @Test(arguments: FeatureContract.names)
        func everyCommandShowsARouteItsProviderAnswers(name: String) throws {
            let manifest = try FeatureContract.feature(name).manifest
            let app = try FeatureHarness([FeatureContract.feature(name)])

            for command in manifest.commands {
                let route = AppRoute(command.route, id: command.takesID ? 1 : nil)
                #expect(manifest.routes.contains(command.route), "\(command.name)")
                #expect(app.provider(name).makeScreen(for: route) != nil, "\(route)")
            }
            for route in manifest.routes {
                #expect(app.provider(name).makeScreen(for: AppRoute(route, id: 1)) != nil, "\(route)")
            }
        }

        /// The sentences are the shared ones, with the feature's noun as its screens show it, whatever its commands.
        @Test(arguments: FeatureContract.names)
        func aPagePastTheEndAndAnItemThatDoesNotExistReadTheSameAsInEveryFeature(name: String) async throws {
            let manifest = try FeatureContract.feature(name).manifest
            let app = try FeatureHarness([FeatureContract.feature(name)])
            let list = try #require(manifest.commands.first { !$0.takesID })

            let page = try await app.show(AppRoute(list.route, options: ["page": "999"]))

            let things = page.snapshot.title.prefix(1).lowercased() + page.snapshot.title.dropFirst()
            #expect(page.snapshot.failureMessage == "Page 999 of the \(things) doesn't exist.")
            if let detail = manifest.commands.first(where: { $0.takesID && $0.followedBy == nil }) {
                let item = try await app.show(AppRoute(detail.route, id: 99_999))
                #expect(item.snapshot.failureMessage == "\(item.snapshot.title) was not found.")
                #expect(item.snapshot.title.hasSuffix(" 99999"))
            }
        }

        @Test(arguments: FeatureContract.names)
        func anActionOnAnItemTheServerDoesNotKnowIsRefusedNamingIt(name: String) async throws {
            let manifest = try FeatureContract.feature(name).manifest
            let app = try FeatureHarness([FeatureContract.feature(name)])

            for action in manifest.actions where action.takesID {
                do {
                    _ = try await app.perform(ActionRequest(action.name, id: 99_999))
                } catch let failure as ActionFailure {
                    #expect(failure.message.hasSuffix(" 99999 was not found."), "\(action.name): \(failure.message)")
                }
                #expect(
                    app.userData.contents.values.allSatisfy { !String(decoding: $0, as: UTF8.self).contains("99999") })
            }
        }
    }
}

extension AppEndToEnd.ScriptLane {
    /// The contract's end-to-end part: each feature's demo in the App and its preview on fixtures.
    @Suite("The feature contract, end to end")
    struct FeatureContractEndToEndTests {
        @Test(arguments: FeatureContract.names)
        func itsDemoPassesAndEachJSONLineMatchesTheSchema(name: String) async throws {
            let schema = try JSONSchemaValidator.appOutput()
            let cache = CacheDirectory()
            defer { cache.remove() }
            for demo in try FeatureContract.feature(name).manifest.demos {
                let text = try await AppProcess.run(["demo", demo.name] + cache.arguments)
                let json = try await AppProcess.run(["--json", "demo", demo.name] + cache.arguments)

                #expect(text.status == 0, "\(text)")
                #expect(json.status == 0, "\(json)")
                try expectSchema(schema, matches: json, count: 2...)
            }
        }

        @Test(arguments: FeatureContract.names)
        func itsPreviewRunsItsDemoOnItsFixturesWithoutARequest(name: String) async throws {
            let preview = FeatureContract.preview(of: try FeatureContract.feature(name))

            let run = try await AppProcess.run(["--fixtures", "--no-cache", "--verbose"], executable: preview)

            #expect(run.status == 0, "\(run)")
            #expect(run.standardOutput.contains("checks passed"), "\(run)")
            #expect(run.standardError.contains("[metrics] 0 requests,"), "\(run)")
        }
    }
}
