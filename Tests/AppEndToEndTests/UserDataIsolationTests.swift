import AppCatalog
import AppRuntime
import Foundation
import Testing

extension AppEndToEnd.ScriptLane {
    /// Showing a feature never touches what the user keeps: the tour, every demo and every preview run on a
    /// throw-away user-data store, while the App's own commands keep the user's data where the platform says.
    @Suite("User data: demos and previews leave it alone")
    struct UserDataIsolationTests {
        /// A home of the test's own, with the XDG folders inside it, as a fresh account has them.
        struct Home {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID().uuidString)")

            var environment: [String: String] {
                [
                    "HOME": url.path, "XDG_DATA_HOME": url.appendingPathComponent(".local/share").path,
                    "XDG_CACHE_HOME": url.appendingPathComponent(".cache").path,
                ]
            }

            /// Every file under the user-data folder, relative to it.
            var userDataFiles: [String] {
                let data = url.appendingPathComponent(".local/share")
                let enumerator = FileManager.default.enumerator(atPath: data.path)
                return (enumerator?.allObjects as? [String] ?? []).filter { path in
                    let values = try? data.appendingPathComponent(path).resourceValues(forKeys: [.isDirectoryKey])
                    return values?.isDirectory == false
                }
            }

            func remove() {
                try? FileManager.default.removeItem(at: url)
            }
        }

        @Test func theTourEveryDemoAndEveryPreviewWriteNoUserData() async throws {
            let home = Home()
            defer { home.remove() }
            var runs = [try await AppProcess.run([], environment: home.environment)]
            for demo in FeatureCatalog.app.demos {
                runs.append(try await AppProcess.run(["demo", demo.name], environment: home.environment))
            }
            for feature in FeatureCatalog.app.features {
                let preview = FeatureContract.preview(of: feature)
                runs.append(try await AppProcess.run([], environment: home.environment, executable: preview))
                for action in feature.manifest.actions where action.takesID {
                    runs.append(
                        try await AppProcess.run(
                            [action.name, "1"], environment: home.environment, executable: preview))
                }
            }

            for run in runs {
                #expect(run.status == 0, "\(run)")
            }
            #expect(home.userDataFiles == [])
        }

        @Test func theAppsOwnCommandsKeepTheUsersData() async throws {
            let home = Home()
            defer { home.remove() }

            let run = try await AppProcess.run(["favorite", "1"], environment: home.environment)

            #expect(run.status == 0, "\(run)")
            #expect(home.userDataFiles.contains("rick-and-morty-core/favorites/favorites.data"))
        }

        @Test func favouritesOutliveTheProcessAndTheCacheAndAreNeverBadInputAway() async throws {
            let home = Home()
            defer { home.remove() }
            let cache = CacheDirectory()
            defer { cache.remove() }
            let arguments = ["--data-dir", home.url.appendingPathComponent("data").path] + cache.arguments

            let kept = try await AppProcess.run(["favorite", "1"] + arguments)
            let refused = try await AppProcess.run(["favorite", "abc"] + arguments)
            let cleared = try await AppProcess.run(["cache", "clear"] + arguments)
            let listed = try await AppProcess.run(["favorites"] + arguments)

            #expect(kept.status == 0, "\(kept)")
            #expect(refused.status == 2, "\(refused)")
            #expect(cleared.status == 0, "\(cleared)")
            #expect(listed.status == 0, "\(listed)")
            #expect(
                listed.standardOutput.contains("[1] Rick Sanchez"), "kept across processes and cache clear: \(listed)")
        }
    }
}
