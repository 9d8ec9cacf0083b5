import FeatureDomain
import Locking

@testable import EpisodesFeature

/// A repository whose calls stay in flight until the test answers them (or a stub answers at once).
final class EpisodesRepositorySpy: EpisodesRepository {
    enum Message: Hashable, Sendable {
        case page(Int, season: Int?, mode: FetchMode)
        case episode(id: Int, mode: FetchMode)
    }

    let pages = PendingCalls<Message, Fetched<EpisodePage>>()
    let episodeCalls = PendingCalls<Message, Fetched<Episode>>()
    private let log = Locked<[Message]>([])

    /// Every call, in order.
    var messages: [Message] {
        log.withLock { $0 }
    }

    func page(_ page: Int, season: Int?, mode: FetchMode) async throws -> Fetched<EpisodePage> {
        try await pages.call(logged(.page(page, season: season, mode: mode)))
    }

    func episode(id: Int, mode: FetchMode) async throws -> Fetched<Episode> {
        try await episodeCalls.call(logged(.episode(id: id, mode: mode)))
    }

    private func logged(_ message: Message) -> Message {
        log.withLock { $0.append(message) }
        return message
    }
}
