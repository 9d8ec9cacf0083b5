import FeatureDomain

@testable import CharactersFeature

/// Records every batch of episode ids asked for and answers with the stubbed result.
@MainActor
final class EpisodeSummaryLoaderSpy: EpisodeSummaryLoader {
    enum Message: Hashable {
        case episodes([Int], FetchMode)
    }

    private(set) var messages: [Message] = []
    var result: ([Int]) throws -> Fetched<[EpisodeSummary]> = { ids in
        Fixtures.loaded(ids.sorted().map { Fixtures.episode(id: $0) })
    }

    func episodes(ids: [Int], mode: FetchMode) async throws -> Fetched<[EpisodeSummary]> {
        messages.append(.episodes(ids, mode))
        return try result(ids)
    }
}
