import CoreDI
import FeatureKit
import Foundation
import SharedPresentation
import Storage

/// A test-only feature that keeps the user's favourite ids: it declares a global option (`--greeting X`), two
/// actions (`favorite ID`, `favorites`) and a user-data key ("favorites"), and no screen, so the tests show what a
/// feature may ask the App for without any change to the App.
struct FavoritesProbeAssembly: FeatureAssembly {
    static let parts = FeatureParts(
        manifest: FeatureManifest(
            name: "favorites",
            routes: [],
            commands: [],
            actions: [
                FeatureAction("favorite", summary: "keep a character as a favourite", takesID: true),
                FeatureAction("favorites", summary: "list the favourites"),
            ],
            options: [greetingOption.declaration]
        )
    ) { resolver, settings throws(DependencyError) in
        ComposedFeature(
            provider: SilentProvider(),
            performer: FavoritesPerformer(
                store: try resolver.resolve((any UserDataStore).self, name: "favorites"),
                greeting: settings[greetingOption] ?? "Favourites"))
    }

    /// `--greeting X`: the word the `favorites` result starts with.
    static let greetingOption = FeatureOption.text("greeting", placeholder: "X", summary: "say X first")
}

/// Keeps the favourite ids as a JSON array under the user-data key "favorites".
struct FavoritesPerformer: ActionPerformer {
    static let key = "favorites"

    let store: any UserDataStore
    let greeting: String

    func perform(_ request: ActionRequest) async throws(ActionFailure) -> ActionResult {
        do {
            var ids = try store.data(forKey: Self.key).flatMap { try? JSONDecoder().decode([Int].self, from: $0) } ?? []
            if request.name == "favorite", let id = request.id {
                ids = Array(Set(ids + [id])).sorted()
                try store.setData(try? JSONEncoder().encode(ids), forKey: Self.key)
                return ActionResult(
                    message: "\(id) is a favourite now (\(ids.count) in all).", values: ["ids": .ids(ids)])
            }
            let list = ids.isEmpty ? "none" : ids.map(String.init).joined(separator: ", ")
            return ActionResult(message: "\(greeting): \(list)", values: ["ids": .ids(ids)])
        } catch {
            throw ActionFailure("the favourites could not be kept: \(error)")
        }
    }

    func done(_ requests: [ActionRequest]) async -> Set<ActionRequest> {
        []
    }
}
