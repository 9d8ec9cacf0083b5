import SharedPresentation

/// The words of the episodes feature.
enum EpisodesStrings {
    static let castTitle = "Cast"
}
