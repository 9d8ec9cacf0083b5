import FeatureDomain

/// Loads a character's avatar image, reporting where its bytes came from.
protocol AvatarImageLoader: Sendable {
    /// The avatar of the character `characterID`.
    func loadAvatar(characterID: Int, mode: FetchMode) async throws -> AvatarImage
}
