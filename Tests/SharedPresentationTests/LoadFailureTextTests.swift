import FeatureDomain
import SharedPresentation
import Testing

@Suite("LoadFailureText")
struct LoadFailureTextTests {
    @Test func aFailuresKindIsItsCaseNameForPrograms() {
        #expect(LoadFailureText.kind(of: LoadFailure.unreachable(host: "a.test:80")) == "unreachable")
        #expect(LoadFailureText.kind(of: LoadFailure.busy(retryAfterSeconds: 3)) == "busy")
        #expect(LoadFailureText.kind(of: LoadFailure.serverError(status: 500)) == "serverError")
        #expect(LoadFailureText.kind(of: LoadFailure.pageNotFound(page: 9)) == "pageNotFound")
        #expect(LoadFailureText.kind(of: LoadFailure.userDataUnusable("x")) == "userDataUnusable")
        #expect(LoadFailureText.kind(of: LoadFailure.unreadable) == "unreadable")
    }

    @Test func anItemNotFoundIsNotFoundAndOtherErrorsHaveTheirOwnKinds() {
        #expect(LoadFailureText.kind(of: LoadFailure.itemNotFound(id: 9)) == "notFound")
        #expect(LoadFailureText.kind(of: LoadFailure.notFound(url: "u")) == "notFound")
        #expect(LoadFailureText.kind(of: ListQueryError.unknownKey("x", allowed: [])) == "invalidQuery")
        #expect(LoadFailureText.kind(of: CancellationError()) == "failure")
    }

    @Test func aReasonThatEndsASentenceGetsNoSecondFullStop() {
        let message = LoadFailureText.message(for: LoadFailure.userDataUnusable("There isn't enough space."))

        #expect(message == "Your saved data couldn't be used: There isn't enough space.")
        #expect(LoadFailureText.message(for: LoadFailure.userDataUnusable("it is left as it is")).hasSuffix("is."))
    }
}
