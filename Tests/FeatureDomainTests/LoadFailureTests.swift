import FeatureDomain
import Testing

@Suite("LoadFailure")
struct LoadFailureTests {
    @Test(arguments: [
        LoadFailure.noMatch(url: "u"), .notFound(url: "u"), .unknownRoute(url: "u"), .notTheAPI(url: "u"),
        .invalidAddress("x"), .notSaved,
    ])
    func answersThatWillNotChangeInThisModeAreNotWorthRetrying(failure: LoadFailure) {
        #expect(!failure.isWorthRetrying)
    }

    @Test(arguments: [
        LoadFailure.unreachable(host: "127.0.0.1:8080"), .serverError(status: 503), .busy(retryAfterSeconds: 3),
        .unreadable, .tooLarge, .cancelled,
    ])
    func failuresThatMayPassAreWorthRetrying(failure: LoadFailure) {
        #expect(failure.isWorthRetrying)
    }
}
