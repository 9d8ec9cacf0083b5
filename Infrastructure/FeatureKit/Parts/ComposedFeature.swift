import SharedPresentation

/// A composed feature: the provider of its screens, and the performer of its actions when it has any.
public struct ComposedFeature: Sendable {
    /// Makes the feature's screens for its routes.
    public let provider: any ScreenProvider
    /// Carries out the feature's actions; nil for a feature without any.
    public let performer: (any ActionPerformer)?

    /// Creates a composed feature.
    public init(provider: any ScreenProvider, performer: (any ActionPerformer)? = nil) {
        self.provider = provider
        self.performer = performer
    }
}
