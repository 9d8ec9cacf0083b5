import FeatureDomain
import Foundation
import SharedPresentation
import Testing

@testable import EpisodesFeature

@Suite("EpisodesStrings error messages")
struct EpisodesStringsTests {
    private let url = Fixtures.baseURL

    @Test func namesTheEpisodeOrPageThatWasNotFound() {
        #expect(EpisodesStrings.message(for: EpisodesError.episodeNotFound(id: 9999)) == "Episode 9999 was not found.")
        #expect(
            EpisodesStrings.message(for: EpisodesError.pageNotFound(page: 4))
                == "Page 4 of the episodes was not found.")
    }

    @Test func explainsLoadFailuresWithTheSharedSentences() {
        for failure in [
            LoadFailure.unreachable(host: "api.test"), .serverError(status: 500), .busy(retryAfterSeconds: 30),
            .unreadable,
        ] {
            #expect(EpisodesStrings.message(for: failure) == LoadFailureText.message(for: failure))
        }
        #expect(EpisodesStrings.message(for: TestError()) == LoadFailureText.generic)
    }
}
