import FeatureDomain

@testable import CharactersFeature

/// Records every avatar load; answers with the stubbed result, or holds loads until completed.
@MainActor
final class AvatarImageLoaderSpy: AvatarImageLoader {
    enum Message: Hashable {
        case load(characterID: Int, mode: FetchMode)
    }

    private(set) var messages: [Message] = []
    var result: (Int) throws -> AvatarImage = { Fixtures.avatar(id: $0) }
    var holdsLoads = false
    let held = HeldCalls<AvatarImage>()

    func loadAvatar(characterID: Int, mode: FetchMode) async throws -> AvatarImage {
        messages.append(.load(characterID: characterID, mode: mode))
        if holdsLoads {
            return try await held.wait()
        }
        return try result(characterID)
    }
}
