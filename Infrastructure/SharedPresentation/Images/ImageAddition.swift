import FeatureDomain

/// What a feature adds to its shared list and detail screens when its items have images (a character's avatar).
///
/// A feature declares its word and its own failures' sentence; the kit fills in the load once the feature is composed.
public struct ImageAddition: Sendable {
    /// The script word that loads (or reloads) an item's image, such as "image".
    public var word: String
    /// Loads an item's image.
    public var load: @Sendable (Int, FetchMode) async throws -> LoadedImage
    /// The sentence for a failure of the feature's own (a simulated one, say); nil for the shared sentences.
    public var failureText: @Sendable (any Error) -> String?

    /// Creates an addition; a load not given fails until the kit fills it in.
    public init(
        word: String = "image",
        failureText: @escaping @Sendable (any Error) -> String? = { _ in nil },
        load: (@Sendable (Int, FetchMode) async throws -> LoadedImage)? = nil
    ) {
        self.word = word
        self.failureText = failureText
        self.load = load ?? { _, _ in throw NotComposed(part: "image") }
    }
}
