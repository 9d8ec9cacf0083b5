import FeatureDomain
import SharedPresentation
import Testing

@MainActor
@Suite("LoadResourceViewModel")
struct LoadResourceViewModelTests {
    @Test func startsIdleWithNothingToShow() {
        let sut = makeSUT()

        #expect(!sut.isLoading)
        #expect(sut.errorMessage == nil)
        #expect(sut.item == nil)
    }

    @Test func startingALoadShowsLoadingAndClearsTheLastError() {
        let sut = makeSUT()
        sut.didFinishLoading(with: TestError())

        sut.didStartLoading()

        #expect(sut.isLoading)
        #expect(sut.errorMessage == nil)
    }

    @Test func successShowsTheMappedItem() {
        let sut = makeSUT()
        sut.didStartLoading()

        sut.didFinishLoading(with: 7)

        #expect(!sut.isLoading)
        #expect(sut.item == "#7")
        #expect(sut.errorMessage == nil)
    }

    @Test func failureShowsTheMappedMessageAndKeepsTheItemShownBefore() {
        let sut = makeSUT(errorMessage: { "failed: \($0)" })
        sut.didStartLoading()
        sut.didFinishLoading(with: 7)
        sut.didStartLoading()

        sut.didFinishLoading(with: TestError("offline"))

        #expect(!sut.isLoading)
        #expect(sut.errorMessage == "failed: offline")
        #expect(sut.item == "#7")
    }

    @Test func mappingFailureBecomesAnErrorMessage() {
        let sut = makeSUT(mapper: { _ in throw TestError("bad data") }, errorMessage: { "failed: \($0)" })
        sut.didStartLoading()

        sut.didFinishLoading(with: 7)

        #expect(!sut.isLoading)
        #expect(sut.errorMessage == "failed: bad data")
        #expect(sut.item == nil)
    }

    @Test func cancellationEndsLoadingAndKeepsWhatWasShown() {
        let sut = makeSUT()
        sut.didFinishLoading(with: 7)
        sut.didStartLoading()

        sut.didCancelLoading()

        #expect(!sut.isLoading)
        #expect(sut.item == "#7")
    }

    @Test func defaultErrorMessageIsTheSharedSentenceForTheFailure() {
        let sut = LoadResourceViewModel<Int, String>(mapper: { "#\($0)" })

        sut.didFinishLoading(with: TestError())
        let unknown = sut.errorMessage
        sut.didFinishLoading(with: LoadFailure.unreachable(host: "127.0.0.1:8080"))

        #expect(unknown == LoadFailureText.generic)
        #expect(sut.errorMessage == "Couldn't reach the server at 127.0.0.1:8080. Check the connection.")
    }

    // MARK: - Helpers

    private func makeSUT(
        mapper: @escaping (Int) throws -> String = { "#\($0)" },
        errorMessage: @escaping (any Error) -> String = { "\($0)" }
    ) -> LoadResourceViewModel<Int, String> {
        LoadResourceViewModel(mapper: mapper, errorMessage: errorMessage)
    }
}
