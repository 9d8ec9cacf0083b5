import FeatureDomain
import Networking

/// A feature's items' images: where one is, the word that loads it, and an optional decorator of the loader.
public struct ImageDeclaration: Sendable {
    /// The script word and command that load an item's image, such as "image".
    public var word: String
    /// One line for `--help` of the command, such as "a character's image: its detail, then its avatar".
    public var summary: String
    /// The image of an item, by id.
    public var endpoint: @Sendable (Int) -> Endpoint
    /// Wraps the loader, given the feature's settings; the loader itself by default.
    public var decorate: @Sendable (any ImageLoader, FeatureSettings) -> any ImageLoader
    /// The sentence for a failure of the feature's own; nil for the shared sentences.
    public var failureText: @Sendable (any Error) -> String?

    /// Declares images.
    public init(
        word: String = "image",
        summary: String,
        endpoint: @escaping @Sendable (Int) -> Endpoint,
        decorate: @escaping @Sendable (any ImageLoader, FeatureSettings) -> any ImageLoader = { loader, _ in loader },
        failureText: @escaping @Sendable (any Error) -> String? = { _ in nil }
    ) {
        self.word = word
        self.summary = summary
        self.endpoint = endpoint
        self.decorate = decorate
        self.failureText = failureText
    }
}
