import FeatureData
import FeatureDomain
import Foundation
import Networking
import Storage
import Testing

@Suite("LoadFailure from the infrastructure's errors")
struct LoadFailureMappingTests {
    private static let url = URL(string: "https://api.test/api/episode?page=1") ?? URL(fileURLWithPath: "/")

    @Test(arguments: [
        ("There is nothing here", LoadFailure.noMatch(url: url.absoluteString)),
        ("There is nothing here.", .unknownRoute(url: url.absoluteString)),
        ("Episode not found", .notFound(url: url.absoluteString)),
    ])
    func a404MeansWhatTheAPIsBodySays(message: String, failure: LoadFailure) {
        #expect(LoadFailure(NetworkError.httpStatus(code: 404, message: message, url: Self.url)) == failure)
    }

    @Test func a404WithoutTheAPIsBodyIsNotTheAPI() {
        #expect(
            LoadFailure(NetworkError.httpStatus(code: 404, message: nil, url: Self.url))
                == .notTheAPI(url: Self.url.absoluteString))
    }

    @Test func anUnreachableServerIsNamedByTheHostAndPortTried() throws {
        let url = try #require(URL(string: "http://127.0.0.1:8080/api/character/1"))

        #expect(
            LoadFailure(NetworkError.transport(.connectionRefused, reason: "x", url: url))
                == .unreachable(host: "127.0.0.1:8080"))
    }

    @Test func aFailureSavedDataAnsweredKeepsItsMeaningAndSaysWhenTheDataWasSaved() {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let notFound = NetworkError.httpStatus(code: 404, message: "There is nothing here", url: Self.url)

        let failure = LoadFailure(SavedAnswerFailure(notFound, savedAt: savedAt))

        #expect(failure == .noMatch(url: Self.url.absoluteString, savedAt: savedAt))
        #expect(failure.source == .offline(savedAt: savedAt))
    }

    @Test func beingOfflineMeansOnlySavedDataCouldHaveAnswered() {
        #expect(LoadFailure(NetworkError.transport(.offline, reason: "x", url: Self.url)) == .notSaved)
    }

    @Test func otherFailuresKeepTheirMeaning() {
        #expect(
            LoadFailure(NetworkError.transport(.hostNotFound, reason: "x", url: Self.url))
                == .unreachable(host: "api.test"))
        #expect(
            LoadFailure(NetworkError.httpStatus(code: 500, message: nil, url: Self.url)) == .serverError(status: 500))
        #expect(
            LoadFailure(NetworkError.rateLimited(retryAfterSeconds: 4, url: Self.url)) == .busy(retryAfterSeconds: 4))
        #expect(LoadFailure(StorageError.notCached(key: "k") as any Error) == .notSaved)
        #expect(LoadFailure(CancellationError() as any Error) == .cancelled)
    }
}
