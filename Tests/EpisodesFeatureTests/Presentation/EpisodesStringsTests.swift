import Foundation
import Networking
import Storage
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

    @Test func explainsNetworkFailuresInPlainWords() {
        #expect(
            EpisodesStrings.message(for: NetworkError.transport(.timedOut, reason: "x", url: url))
                == "Couldn't reach the server. Check the connection and try again.")
        #expect(
            EpisodesStrings.message(for: NetworkError.httpStatus(code: 500, message: nil, url: url))
                == "The server answered with an error (500). Try again.")
        #expect(
            EpisodesStrings.message(for: NetworkError.rateLimited(retryAfterSeconds: 30, url: url))
                == "The server is busy. Try again in 30 seconds.")
        #expect(
            EpisodesStrings.message(for: NetworkError.decoding(path: "results", reason: "x", url: url))
                == "The server sent data the app couldn't read. Try again.")
    }

    @Test func explainsAnOfflineMissAndAnythingElse() {
        #expect(
            EpisodesStrings.message(for: StorageError.notCached(key: "k"))
                == "This isn't saved for offline use yet. Connect and try again.")
        #expect(EpisodesStrings.message(for: TestError()) == "Something went wrong. Try again.")
    }
}
