import FeatureDomain

@testable import EpisodesFeature

/// A cast loader whose calls stay in flight until the test answers them (or a stub answers at once).
final class CastLoaderSpy: CastLoader {
    enum Message: Hashable, Sendable {
        case cast(ids: [Int], mode: FetchMode)
    }

    let calls = PendingCalls<Message, Fetched<[CastMember]>>()

    var messages: [Message] {
        calls.messages
    }

    func cast(ids: [Int], mode: FetchMode) async throws -> Fetched<[CastMember]> {
        try await calls.call(.cast(ids: ids, mode: mode))
    }
}
