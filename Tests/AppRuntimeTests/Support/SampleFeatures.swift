import AppRuntime
import FeatureKit
import HeadlessHostTesting
import SharedPresentation

@testable import HeadlessHost

/// A feature with the characters feature's commands and no screens, for parsing and help tests.
struct SampleCharactersAssembly: FeatureAssembly {
    static let parts = FeatureParts.silent(SampleManifests.characters)
}

/// A feature with the episodes feature's commands and no screens, for parsing and help tests.
struct SampleEpisodesAssembly: FeatureAssembly {
    static let parts = FeatureParts.silent(SampleManifests.episodes)
}

extension FeatureCatalog {
    /// The sample features, shaped like the App's.
    static let sample = FeatureCatalog([SampleCharactersAssembly.self, SampleEpisodesAssembly.self])
}

extension Command {
    /// `characters [--page N] [--KEY VALUE]` as the sample catalog parses it.
    static func characters(page: Int, filters: [String: String]) -> Command {
        var options = filters
        if page != 1 {
            options["page"] = String(page)
        }
        return .browse(FeatureInvocation(command: "characters", route: AppRoute("characters", options: options)))
    }

    /// `character ID`.
    static func character(id: Int) -> Command {
        .browse(FeatureInvocation(command: "character", route: AppRoute("character", id: id)))
    }

    /// `episodes [--page N] [--season N]`.
    static func episodes(page: Int, season: Int?) -> Command {
        var options: [String: String] = [:]
        if page != 1 {
            options["page"] = String(page)
        }
        if let season {
            options["season"] = String(season)
        }
        return .browse(FeatureInvocation(command: "episodes", route: AppRoute("episodes", options: options)))
    }

    /// `episode ID`.
    static func episode(id: Int) -> Command {
        .browse(FeatureInvocation(command: "episode", route: AppRoute("episode", id: id)))
    }

    /// `image ID`: the character, then its image.
    static func image(id: Int) -> Command {
        .browse(
            FeatureInvocation(
                command: "image", route: AppRoute("character", id: id), followUp: .action(name: "image", id: id)))
    }
}
