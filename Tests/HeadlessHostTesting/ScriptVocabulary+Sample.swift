import FeatureKit
import HeadlessHost

/// Manifests shaped like the App's features: a list and a detail command in each, and an `image` script word
/// with its one-shot command.
public enum SampleManifests {
    /// Shaped like the characters feature.
    public static let characters = FeatureManifest(
        name: "characters",
        routes: ["characters", "character"],
        commands: [
            FeatureCommand(
                "characters", summary: "a page",
                options: [.page]
                    + ["name", "status", "species", "type", "gender"].map {
                        CommandOption($0, placeholder: "X", value: .text(minimumLength: 1))
                    }),
            FeatureCommand("character", summary: "one", takesID: true),
            FeatureCommand(
                "image", summary: "an image", takesID: true, route: "character", followedBy: "image"),
        ],
        options: [
            CommandOption("failure-rate", placeholder: "R", value: .fraction, summary: "fail a share of images"),
            CommandOption("failure-seed", placeholder: "N", value: .wholeNumber, summary: "repeat the failures"),
        ],
        scriptWords: [ScriptWord("image", summary: "load an image")]
    )

    /// Shaped like the episodes feature.
    public static let episodes = FeatureManifest(
        name: "episodes",
        routes: ["episodes", "episode"],
        commands: [
            FeatureCommand(
                "episodes", summary: "a page",
                options: [.page, CommandOption("season", placeholder: "N", value: .positiveInteger)]),
            FeatureCommand("episode", summary: "one", takesID: true),
        ]
    )
}

extension ScriptVocabulary {
    /// The vocabulary of the sample manifests beside the App's other commands and options.
    public static let sample = ScriptVocabulary(
        manifests: [SampleManifests.characters, SampleManifests.episodes],
        otherCommands: ["demo", "shell", "serve", "crawl", "cache"],
        globalOptions: ["--api", "--json", "--port", "--images"]
    )
}
