import AppCatalog
import AppRuntime
import Foundation
import Testing

extension AppEndToEnd.ScriptLane {
    /// The same situation reads and acts the same in every feature: each case runs on every list+detail feature of the catalog and their
    /// outputs, with the feature's noun masked, are equal.
    @Suite("App: the same situation in every feature")
    struct SameSituationTests {
        /// A feature's list and detail commands, and the nouns to mask in what they print.
        struct Feature: CustomStringConvertible, Sendable {
            let list: String
            let detail: String

            var description: String { list }

            /// `text` with the feature's nouns as its screens show them (its list's and its detail's titles, any
            /// case) and its commands replaced by `<things>` and `<thing>`, longest first; a length in characters is
            /// not the characters feature's noun.
            func masked(_ text: String, nouns: (things: String, thing: String)) -> String {
                let names = [
                    (nouns.things, "<things>"), (nouns.thing, "<thing>"), (list, "<things>"), (detail, "<thing>"),
                ]
                .flatMap { name, mask in [(name, mask), (name.capitalized, mask), (name.lowercased(), mask)] }
                .sorted { $0.0.count > $1.0.count }
                return names.reduce(text.replacingOccurrences(of: "2 characters", with: "2 letters")) {
                    $0.replacingOccurrences(of: $1.0, with: $1.1)
                }
            }

            /// The feature's nouns as its screens show them: its list's title, and its detail's less the id.
            func nouns() async throws -> (things: String, thing: String) {
                let list = try await AppProcess.run([self.list, "--page", "99", "--no-cache"])
                let detail = try await AppProcess.run([self.detail, "99999", "--no-cache"])
                let thing = (detail.outputLines.first ?? "").replacingOccurrences(of: " 99999", with: "")
                return (list.outputLines.first ?? self.list, thing)
            }
        }

        /// The catalog's list+detail features that search by name.
        static let features = FeatureCatalog.app.manifests.compactMap { manifest -> Feature? in
            guard let list = manifest.commands.first(where: { !$0.takesID }),
                list.options.contains(where: { $0.name == "name" }),
                let detail = manifest.commands.first(where: { $0.takesID && $0.followedBy == nil })
            else { return nil }
            return Feature(list: list.route, detail: detail.route)
        }

        /// A situation: the arguments that lead to it for a feature.
        struct Situation: CustomStringConvertible, Sendable {
            let name: String
            let arguments: @Sendable (Feature) -> [String]

            var description: String { name }
        }

        static let situations = [
            Situation(name: "a page past the end") { [$0.list, "--page", "99"] },
            Situation(name: "an item that does not exist") { [$0.detail, "99999"] },
            Situation(name: "a filter that matches nothing") { [$0.list, "--name", "zzzz"] },
            Situation(name: "a search too short") { [$0.list, "--name", "z"] },
            Situation(name: "a server that is down") { ["--api", "http://127.0.0.1:1/api", $0.list] },
        ]

        @Test(arguments: situations)
        func readsAndEndsTheSameInEveryFeature(situation: Situation) async throws {
            var outcomes: [String] = []
            for feature in Self.features {
                let run = try await AppProcess.run(situation.arguments(feature) + ["--no-cache"])
                outcomes.append(
                    feature.masked(
                        "exit \(run.status)\n--- stdout\n\(run.standardOutput)--- stderr\n\(run.standardError)",
                        nouns: try await feature.nouns()))
            }

            #expect(Set(outcomes).count == 1, "\(situation): \(outcomes.joined(separator: "\n====\n"))")
        }

        @Test func aDetailOffersTheSameCommonActionsInEveryFeature() async throws {
            var common: [[String]] = []
            for feature in Self.features {
                let run = try await AppProcess.run(["--json", "shell", "--no-cache"], input: "\(feature.detail) 1\n")
                let screen = try #require(
                    try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
                let actions = (screen["actions"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
                common.append(actions.filter { ["refresh", "open", "retry"].contains($0) })
            }

            #expect(common == Array(repeating: ["refresh", "open", "retry"], count: Self.features.count))
        }

        @Test func aOneShotCommandPrintsNoActionsItsUserCannotType() async throws {
            let run = try await AppProcess.run(["character", "1", "--no-cache"])

            #expect(run.status == 0, "\(run)")
            #expect(!run.standardOutput.contains("actions:"))
        }
    }
}
